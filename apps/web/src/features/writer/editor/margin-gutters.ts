import { type EditorState, type Extension, StateField } from '@codemirror/state';
import { type BlockInfo, type EditorView, GutterMarker, gutter } from '@codemirror/view';
import { rhymeLetters } from '@lyricist/shared/lyrics/rhyme-scheme';
import { countLineSyllables } from '@lyricist/shared/lyrics/syllables';

/**
 * The margin column (SPEC points 2 and 5): a rhyme letter and a syllable count per line, each its
 * own gutter so the settings switch them independently. CodeMirror sizes a gutter cell to its line's
 * whole block, so a marker stays beside the first row of a line even when the line wraps.
 */

/** Rhyme letters depend on the whole stanza, so they are recomputed once per document change. */
const rhymeField = StateField.define<(string | null)[]>({
  create: (state) => rhymeLetters(state.doc.toString()),
  update: (letters, tr) => (tr.docChanged ? rhymeLetters(tr.state.doc.toString()) : letters),
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

export function rhymeGutter(): Extension {
  return [
    rhymeField,
    gutter({
      class: 'cm-rhyme-gutter',
      lineMarker(view: EditorView, block: BlockInfo) {
        const letter = view.state.field(rhymeField)[lineNumberAt(view.state, block) - 1];
        return letter ? rhymeMarker(letter) : null;
      },
      lineMarkerChange: (update) => update.docChanged,
      initialSpacer: () => rhymeMarker('H'),
    }),
  ];
}

export function syllableGutter(): Extension {
  return gutter({
    class: 'cm-syllable-gutter',
    lineMarker(view: EditorView, block: BlockInfo) {
      const count = countLineSyllables(view.state.doc.lineAt(block.from).text);
      return count > 0 ? syllableMarker(count) : null;
    },
    lineMarkerChange: (update) => update.docChanged,
    initialSpacer: () => syllableMarker(88),
  });
}
