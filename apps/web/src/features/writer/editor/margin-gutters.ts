import {
  type EditorState,
  type Extension,
  StateEffect,
  StateField,
  type Transaction,
} from '@codemirror/state';
import {
  type BlockInfo,
  type EditorView,
  GutterMarker,
  gutter,
  ViewPlugin,
  type ViewUpdate,
} from '@codemirror/view';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@lyricist/shared/web-constants';
import { carryMarginLines, type MarginLines, readMarginLines, updateMarginLines } from './margin-lines';

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

/**
 * How long the text rests before the margin shows what a typed or deleted character did: the gap
 * between bursts of typing, as long as the ghost text waits.
 */
export const MARGIN_SETTLE_MS = AUTOCOMPLETE_DEBOUNCE_MS;

/** The wait is over: the margin shows what marginField read. */
export const settleMargin = StateEffect.define<null>();

/** Typing and deleting wait for the pause; any other change (a paste, an undo, a pick) shows at once. */
const waitsForPause = (tr: Transaction) => tr.isUserEvent('input.type') || tr.isUserEvent('delete');

/**
 * What the margin draws (issue 33). A typed or deleted character carries it along without reading
 * it (carryMarginLines), so the markers beside the line being written are not redrawn on every key
 * (bench:editor: 0.3 to 0.4 ms of a keystroke's 5.4 to 5.9); MARGIN_SETTLE_MS after the last one it
 * is what marginField read, so once the writer pauses the margin is exactly what it was before.
 */
export const shownMarginField = StateField.define<MarginLines>({
  create: (state) => state.field(marginField),
  update(shown, tr) {
    if (tr.docChanged && waitsForPause(tr))
      return carryMarginLines(shown, tr.changes, tr.startState.doc, tr.state.doc);
    const margin = tr.state.field(marginField);
    const isNews =
      tr.docChanged ||
      margin !== tr.startState.field(marginField) ||
      tr.effects.some((effect) => effect.is(settleMargin));
    return isNews ? margin : shown;
  },
});

/** Shows the margin as read once the text has rested MARGIN_SETTLE_MS. */
const settleAfterPause = ViewPlugin.fromClass(
  class {
    timer: ReturnType<typeof setTimeout> | null = null;

    constructor(readonly view: EditorView) {}

    update(update: ViewUpdate) {
      if (!update.docChanged) return;
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
      if (update.state.field(shownMarginField) === update.state.field(marginField)) return;
      this.timer = setTimeout(() => {
        this.timer = null;
        const { state } = this.view;
        if (state.field(shownMarginField) !== state.field(marginField))
          this.view.dispatch({ effects: settleMargin.of(null) });
      }, MARGIN_SETTLE_MS);
    }

    destroy() {
      if (this.timer !== null) clearTimeout(this.timer);
    }
  },
);

const shownMarginChanged = (update: ViewUpdate) =>
  update.state.field(shownMarginField) !== update.startState.field(shownMarginField, false);

/** The margin's reading of the text and what it draws, shared by both columns. */
const margin = [marginField, shownMarginField, settleAfterPause];

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
const shownAt = (state: EditorState, block: BlockInfo) => {
  const shown = state.field(shownMarginField);
  const i = lineNumberAt(state, block) - 1;
  return { role: shown.roles[i], letter: shown.letters[i], syllables: shown.facts[i]?.syllables };
};

export function rhymeGutter(): Extension {
  return [
    margin,
    gutter({
      class: 'cm-rhyme-gutter',
      lineMarker(view: EditorView, block: BlockInfo) {
        const { role, letter } = shownAt(view.state, block);
        if (role === 'repeat-tag') return repeatMarker;
        return letter ? rhymeMarker(letter) : null;
      },
      lineMarkerChange: shownMarginChanged,
      initialSpacer: () => rhymeMarker('H'),
    }),
  ];
}

export function syllableGutter(): Extension {
  return [
    margin,
    gutter({
      class: 'cm-syllable-gutter',
      lineMarker(view: EditorView, block: BlockInfo) {
        const { role, syllables } = shownAt(view.state, block);
        if (role === 'repeat-tag') return repeatMarker;
        if (role !== 'text') return null;
        return syllables ? syllableMarker(syllables) : null;
      },
      lineMarkerChange: shownMarginChanged,
      initialSpacer: () => syllableMarker(88),
    }),
  ];
}
