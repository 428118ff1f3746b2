import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, placeholder } from '@codemirror/view';
import { editorTheme } from './editor-theme';
import { externalChange } from './external-change';
import { type GhostConfig, ghostSuggestions } from './ghost-view';
import { ownSyllablesField, rhymeGutter, syllableGutter } from './margin-gutters';
import { linksMoved, melodyGutter, melodyLinksField, setMelodyLinks } from './melody-gutter';
import type { MelodyLink } from './melody-targets';
import { sectionHeadings } from './section-headings';
import { songCounts } from './song-counts';
import { type MeterSource, meterSource, stressGutter } from './stress-gutter';
import { type WordToolsConfig, wordTools } from './word-tools';

/**
 * Builds the lyrics editor: plain text, wrapping, history, ghost suggestions, the word panel's
 * triggers, switchable margins (rhyme letters, syllable counts, stress), the melody column of
 * stanzas linked to memos, and the song's counts.
 */
export type MarginSettings = { showRhymes: boolean; showSyllables: boolean; showStress: boolean };

export type EditorOptions = {
  parent: HTMLElement;
  doc: string;
  margins: MarginSettings;
  ghost: GhostConfig;
  words: WordToolsConfig;
  meter: MeterSource;
  onChange: (text: string) => void;
  /** An edit moved linked stanzas (a stanza written or taken out above them): the links as they are now. */
  onLinksMoved: (links: readonly MelodyLink[]) => void;
};

const marginCompartment = new Compartment();
const melodyCompartment = new Compartment();

function marginExtensions({ showRhymes, showSyllables, showStress }: MarginSettings): Extension {
  return [
    showRhymes ? rhymeGutter() : [],
    showSyllables ? syllableGutter() : [],
    showStress ? stressGutter() : [],
  ];
}

export function createLyricsEditor(options: EditorOptions): EditorView {
  const state = EditorState.create({
    doc: options.doc,
    // Open with the cursor at the end, where a songwriter continues.
    selection: { anchor: options.doc.length },
    extensions: [
      history(),
      EditorView.lineWrapping,
      placeholder('Start writing your lyrics…'),
      EditorView.contentAttributes.of({
        'aria-label': 'Lyrics',
        spellcheck: 'true',
        autocapitalize: 'sentences',
        autocorrect: 'on',
      }),
      ownSyllablesField,
      meterSource.of(options.meter),
      marginCompartment.of(marginExtensions(options.margins)),
      melodyLinksField,
      melodyCompartment.of([]),
      sectionHeadings(),
      ghostSuggestions(options.ghost),
      wordTools(options.words),
      songCounts(),
      keymap.of([...historyKeymap, ...defaultKeymap]),
      EditorView.updateListener.of((update) => {
        if (!update.docChanged) return;
        const moved = linksMoved(update);
        if (moved) options.onLinksMoved(moved);
        if (update.transactions.every((tr) => !tr.docChanged || tr.annotation(externalChange))) return;
        options.onChange(update.state.doc.toString());
      }),
      editorTheme,
    ],
  });
  return new EditorView({ state, parent: options.parent });
}

export function setMargins(view: EditorView, margins: MarginSettings): void {
  view.dispatch({ effects: marginCompartment.reconfigure(marginExtensions(margins)) });
}

/**
 * The stanzas linked to memos (R-memo-9): the melody column is there while any is, so an unlinked
 * song keeps its margin as it was.
 */
export function setMelodyTargets(view: EditorView, links: readonly MelodyLink[]): void {
  const had = view.state.field(melodyLinksField).length > 0;
  const has = links.length > 0;
  view.dispatch({
    effects: [
      setMelodyLinks.of(links),
      ...(had === has ? [] : [melodyCompartment.reconfigure(has ? melodyGutter() : [])]),
    ],
  });
}
