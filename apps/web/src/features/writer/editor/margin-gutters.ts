import { type EditorState, type Extension, StateEffect, StateField } from '@codemirror/state';
import { type BlockInfo, type EditorView, GutterMarker, gutter, type ViewUpdate } from '@codemirror/view';
import { type MarginLines, readMarginLines, updateMarginLines } from './margin-lines';

/**
 * The margin column (R-margin-1): a rhyme letter and a syllable count per line, each its
 * own gutter so the settings switch them independently. CodeMirror sizes a gutter cell to its line's
 * whole block, so a marker stays beside the first row of a line even when the line wraps.
 */

/**
 * The writer's own syllable counts (ADR 029), by word; empty when "Use my own counts" is off,
 * so the margin counts exactly by R-syllables-1 (R-syllables-2).
 */
export const setOwnSyllables = StateEffect.define<ReadonlyMap<string, number>>();
export const ownSyllablesField = StateField.define<ReadonlyMap<string, number>>({
  create: () => new Map(),
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setOwnSyllables)) return effect.value;
    return value;
  },
});
const ownSyllablesChanged = (update: ViewUpdate) =>
  update.transactions.some((tr) => tr.effects.some((effect) => effect.is(setOwnSyllables)));

/**
 * Rhyme letters depend on the whole stanza and a repeat on the whole song (sections.ts); a change
 * reads only the lines it touched and works out the letters of their stanzas (margin-lines.ts).
 */
export const marginField = StateField.define<MarginLines>({
  create: (state) => readMarginLines(state.doc, state.field(ownSyllablesField)),
  update(margin, tr) {
    const own = tr.state.field(ownSyllablesField);
    if (own !== tr.startState.field(ownSyllablesField)) return readMarginLines(tr.state.doc, own);
    if (!tr.docChanged) return margin;
    return updateMarginLines(margin, tr.changes, tr.startState.doc, tr.state.doc, own);
  },
});

class TextMarker extends GutterMarker {
  constructor(
    readonly text: string,
    readonly label: string,
  ) {
    super();
  }
  override eq(other: GutterMarker) {
    return other instanceof TextMarker && other.text === this.text;
  }
  override toDOM() {
    const span = document.createElement('span');
    span.textContent = this.text;
    span.title = this.label;
    return span;
  }
}

// Markers are shared by value so unchanged lines keep their DOM between keystrokes.
const rhymeMarkers = new Map<string, TextMarker>();
const syllableMarkers = new Map<number, TextMarker>();

function rhymeMarker(letter: string): TextMarker {
  let marker = rhymeMarkers.get(letter);
  if (!marker) {
    marker = new TextMarker(letter, `Rhyme ${letter}`);
    rhymeMarkers.set(letter, marker);
  }
  return marker;
}

function syllableMarker(count: number): TextMarker {
  let marker = syllableMarkers.get(count);
  if (!marker) {
    marker = new TextMarker(String(count), `${count} syllable${count === 1 ? '' : 's'}`);
    syllableMarkers.set(count, marker);
  }
  return marker;
}

const lineNumberAt = (state: EditorState, block: BlockInfo) => state.doc.lineAt(block.from).number;

const repeatMarker = new TextMarker('↻', 'Repeat: counted once above');
const roleAt = (state: EditorState, block: BlockInfo) =>
  state.field(marginField).roles[lineNumberAt(state, block) - 1];

export function rhymeGutter(): Extension {
  return [
    marginField,
    gutter({
      class: 'cm-rhyme-gutter',
      lineMarker(view: EditorView, block: BlockInfo) {
        if (roleAt(view.state, block) === 'repeat-tag') return repeatMarker;
        const letter = view.state.field(marginField).letters[lineNumberAt(view.state, block) - 1];
        return letter ? rhymeMarker(letter) : null;
      },
      lineMarkerChange: (update) => update.docChanged,
      initialSpacer: () => rhymeMarker('H'),
    }),
  ];
}

export function syllableGutter(): Extension {
  return [
    marginField,
    gutter({
      class: 'cm-syllable-gutter',
      lineMarker(view: EditorView, block: BlockInfo) {
        const role = roleAt(view.state, block);
        if (role === 'repeat-tag') return repeatMarker;
        if (role !== 'text') return null;
        const count = view.state.field(marginField).facts[lineNumberAt(view.state, block) - 1]?.syllables;
        return count ? syllableMarker(count) : null;
      },
      lineMarkerChange: (update) => update.docChanged || ownSyllablesChanged(update),
      initialSpacer: () => syllableMarker(88),
    }),
  ];
}
