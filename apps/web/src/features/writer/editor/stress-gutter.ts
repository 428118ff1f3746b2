import { type Extension, Facet, StateEffect, StateField } from '@codemirror/state';
import {
  type BlockInfo,
  type EditorView,
  GutterMarker,
  gutter,
  ViewPlugin,
  type ViewUpdate,
} from '@codemirror/view';
import type { MeterAnswer } from '@lyricist/shared/words/contracts';
import { createLatestRequest, type LatestRequest } from '../lib/latest-request';
import { stressDescription, stressMarks, stressPattern } from '../lib/stress-pattern';

/**
 * "Show stress" (issue 17): a margin column with each line's stressed syllables, `da DUM da DUM`, as
 * the server's meter reads them from the CMU stress digits (and the writer's own pronunciations).
 * Asked for a moment after the writer stops typing; a newer edit cancels the request in flight.
 */
export type MeterSource = {
  request: (lyrics: string, signal: AbortSignal) => Promise<MeterAnswer>;
  onError: (error: unknown) => void;
};

/** How long the text must rest before the meter is asked: about a word's pause in typing. */
const METER_DEBOUNCE_MS = 600;

export const meterSource = Facet.define<MeterSource, MeterSource | null>({
  combine: (sources) => sources[0] ?? null,
});

/** Ask again although the text did not change (the writer's pronunciations did). */
export const refreshStress = StateEffect.define<null>();
const setStress = StateEffect.define<ReadonlyMap<string, string>>();

/** The latest answer, by line text: an unchanged line keeps its marks while another one is edited. */
const stressField = StateField.define<ReadonlyMap<string, string>>({
  create: () => new Map(),
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setStress)) return effect.value;
    return value;
  },
});

const meterRequests = ViewPlugin.fromClass(
  class {
    requests: LatestRequest;

    constructor(view: EditorView) {
      let asked: string[] = [];
      this.requests = createLatestRequest<MeterAnswer>({
        request: (signal) => {
          const lyrics = view.state.doc.toString();
          asked = lyrics.split('\n');
          // The facet is always given by createLyricsEditor; without it there is nothing to ask.
          const source = view.state.facet(meterSource);
          return source ? source.request(lyrics, signal) : new Promise<MeterAnswer>(() => {});
        },
        onAnswer: (answer) => {
          const byLine = new Map<string, string>();
          answer.lines.forEach((line, i) => {
            const text = asked[i];
            if (text !== undefined && line.stress !== '') byLine.set(text, line.stress);
          });
          view.dispatch({ effects: setStress.of(byLine) });
        },
        onError: (error) => view.state.facet(meterSource)?.onError(error),
      });
      this.requests.schedule(0);
    }

    update(update: ViewUpdate) {
      const refresh = update.transactions.some((tr) => tr.effects.some((e) => e.is(refreshStress)));
      if (update.docChanged || refresh) this.requests.schedule(METER_DEBOUNCE_MS);
    }

    destroy() {
      this.requests.dispose();
    }
  },
);

class StressMarker extends GutterMarker {
  constructor(readonly digits: string) {
    super();
  }
  override eq(other: GutterMarker) {
    return other instanceof StressMarker && other.digits === this.digits;
  }
  override toDOM() {
    // Both forms are drawn; the theme shows the marks on a narrow screen and the words elsewhere.
    const span = document.createElement('span');
    span.title = stressDescription(this.digits);
    const words = document.createElement('span');
    words.className = 'cm-stress-words';
    words.textContent = stressPattern(this.digits);
    const marks = document.createElement('span');
    marks.className = 'cm-stress-marks';
    marks.textContent = stressMarks(this.digits);
    span.append(words, marks);
    return span;
  }
}

export function stressGutter(): Extension {
  return [
    stressField,
    meterRequests,
    gutter({
      class: 'cm-stress-gutter',
      lineMarker(view: EditorView, block: BlockInfo) {
        const digits = view.state.field(stressField).get(view.state.doc.lineAt(block.from).text);
        return digits ? new StressMarker(digits) : null;
      },
      lineMarkerChange: (update) =>
        update.docChanged || update.transactions.some((tr) => tr.effects.some((e) => e.is(setStress))),
    }),
  ];
}
