import type { Extension } from '@codemirror/state';
import { type EditorView, type Panel, showPanel, type ViewUpdate } from '@codemirror/view';
import { countLines, countWords } from '@lyricist/shared/lyrics/syllables';

/**
 * The song's word and line counts under the editor (R-counts-1, by R-counts-2: words split on whitespace,
 * lines by newline), kept up to date by the editor itself so a keystroke re-renders no React.
 */
const plural = (count: number, noun: string) =>
  `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

export const songCountsText = (text: string) =>
  `${plural(countWords(text), 'word')} · ${plural(countLines(text), 'line')}`;

/** Counting a 50,000-character song takes about a millisecond: done once typing pauses, not per key. */
const RECOUNT_AFTER_MS = 150;

function countsPanel(view: EditorView): Panel {
  const dom = document.createElement('div');
  dom.className = 'cm-song-counts';
  dom.setAttribute('data-testid', 'song-counts');
  const recount = () => {
    dom.textContent = songCountsText(view.state.doc.toString());
  };
  recount();
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    dom,
    update(update: ViewUpdate) {
      if (!update.docChanged) return;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        recount();
      }, RECOUNT_AFTER_MS);
    },
    destroy() {
      if (timer !== null) clearTimeout(timer);
    },
  };
}

export const songCounts = (): Extension => showPanel.of(countsPanel);
