import { isolateHistory } from '@codemirror/commands';
import { type EditorState, type Extension, Prec, type Text, type TransactionSpec } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { matchCase, spacingAround, type WordRange, wholeWordAt, wordAt } from './word-at';

/**
 * The editor's side of the word panel (issue 17): which word the writer points at (a double-click, a
 * selection of one whole word, or the shortcut with the cursor on a word), Escape to close the panel,
 * and putting a chosen word into the text as one undoable edit made like typing.
 */
export type WordToolsConfig = {
  /** `how` is 'shortcut' when the writer asked with the keyboard; null: no word at the cursor. */
  onWord: (word: string | null, how: 'selection' | 'shortcut') => void;
  /** Closes the panel; false when it was not open (Escape then does the editor's own thing). */
  onEscape: () => boolean;
};

/** Alt-Enter (Option-Enter on a Mac): free in CodeMirror's keymaps and in browsers' shortcuts. */
export const WORD_PANEL_KEY = 'Alt-Enter';

/** The main selection when it covers exactly one whole word of one line. */
export function selectedWord(state: EditorState): WordRange | null {
  const { from, to } = state.selection.main;
  const line = state.doc.lineAt(from);
  if (to > line.to) return null;
  const word = wholeWordAt(line.text, from - line.from, to - line.from);
  return word && { from: word.from + line.from, to: word.to + line.from, word: word.word };
}

/**
 * The word a selection just chose: the one whole word it now covers, when it covers other text than
 * before. CodeMirror reports a "select" whenever the page's selection differs from its own in anchor
 * or head, so the same word read back the other way round (focus coming back from the panel) is no
 * new choice, and must not reopen the panel the writer just closed.
 */
export function newlySelectedWord(before: EditorState, after: EditorState): WordRange | null {
  const was = before.selection.main;
  const now = after.selection.main;
  return was.from === now.from && was.to === now.to ? null : selectedWord(after);
}

/** The word the cursor is on (or just beside), in document positions. */
export function wordAtCursor(state: EditorState): WordRange | null {
  const { head } = state.selection.main;
  const line = state.doc.lineAt(head);
  const word = wordAt(line.text, head - line.from);
  return word && { from: word.from + line.from, to: word.to + line.from, word: word.word };
}

/** The shortcut (and the header's button): the panel on the selected word or the word at the cursor. */
export function askWordAtCursor(view: EditorView, config: WordToolsConfig): boolean {
  const selected = selectedWord(view.state);
  if (selected) {
    config.onWord(selected.word, 'shortcut');
    return true;
  }
  const word = view.state.selection.main.empty ? wordAtCursor(view.state) : null;
  // Selected, the word is what a chosen rhyme replaces; the writer sees that before choosing.
  if (word) view.dispatch({ selection: { anchor: word.from, head: word.to } });
  config.onWord(word?.word ?? null, 'shortcut');
  return true;
}

/**
 * The word a pick just put in, and the text it left: while the text is that very one (nothing typed,
 * the cursor still after the word), the next pick replaces it, so rhymes can be tried in place.
 */
export type LastPick = { doc: Text; from: number; to: number };

/**
 * The edit that puts `word` in place of the selection (in the case of the word it replaces), of the
 * last pick while it is untouched, or at the cursor (with the spaces it needs): its own undo step,
 * marked as input like typing.
 */
export function wordChange(state: EditorState, word: string, last: LastPick | null = null): TransactionSpec {
  const { main } = state.selection;
  const isLastPick = last !== null && last.doc === state.doc && main.empty && main.head === last.to;
  const from = isLastPick ? last.from : main.from;
  const to = isLastPick ? last.to : main.to;
  let insert = matchCase(state.sliceDoc(from, to), word);
  let cursor = from + insert.length;
  if (from === to) {
    const line = state.doc.lineAt(from);
    const [before, after] = spacingAround(line.text[from - line.from - 1], line.text[from - line.from]);
    insert = `${before}${word}${after}`;
    cursor = from + before.length + word.length;
  }
  return {
    changes: { from, to, insert },
    selection: { anchor: cursor },
    userEvent: 'input.complete',
    annotations: isolateHistory.of('full'),
    scrollIntoView: true,
  };
}

/** What `wordChange` left: the picked word just before the cursor of `state`. */
export function lastPickIn(state: EditorState, word: string): LastPick | null {
  const to = state.selection.main.head;
  const from = to - word.length;
  const isThere = from >= 0 && state.sliceDoc(from, to).toLowerCase() === word.toLowerCase();
  return isThere ? { doc: state.doc, from, to } : null;
}

const lastPicks = new WeakMap<EditorView, LastPick>();

/**
 * Puts a chosen word into the lyrics through the same change path as typing, so the autosave and
 * the local mirror see it like a keystroke; the writer types on from after it.
 */
export function putWord(view: EditorView, word: string): void {
  view.dispatch(wordChange(view.state, word, lastPicks.get(view) ?? null));
  const pick = lastPickIn(view.state, word);
  if (pick) lastPicks.set(view, pick);
  else lastPicks.delete(view);
  view.focus();
}

export function wordTools(config: WordToolsConfig): Extension {
  let pointerDown = false;
  let doubleClick = false;
  /** The pointer's read, waiting for CodeMirror to settle the selection on the mouseup. */
  let pendingRead: ReturnType<typeof setTimeout> | undefined;

  /** After a pointer selection ends: a double-click's word is widened to the whole word ("don't"). */
  const afterPointer = (view: EditorView) => {
    pointerDown = false;
    if (doubleClick) {
      const word = wordAtCursor(view.state);
      const { main } = view.state.selection;
      if (
        word &&
        word.from <= main.from &&
        word.to >= main.to &&
        !(word.from === main.from && word.to === main.to)
      )
        view.dispatch({ selection: { anchor: word.from, head: word.to } });
    }
    const selected = selectedWord(view.state);
    if (selected) config.onWord(selected.word, 'selection');
  };

  /**
   * A key pressed before the pointer's read ran (a starved timer on a busy page) comes after the
   * click: the read runs first, on the selection the click left, so a late one cannot reopen the panel
   * on what the shortcut selected after the writer closed it ("fire": click, Alt+Enter, Escape).
   */
  const readPointerNow = (view: EditorView) => {
    if (pendingRead === undefined) return;
    clearTimeout(pendingRead);
    pendingRead = undefined;
    afterPointer(view);
  };

  return [
    Prec.highest(
      EditorView.domEventHandlers({
        keydown(_event, view) {
          readPointerNow(view);
          return false;
        },
      }),
    ),
    Prec.high(
      keymap.of([
        { key: WORD_PANEL_KEY, run: (view) => askWordAtCursor(view, config), preventDefault: true },
        { key: 'Escape', run: () => config.onEscape() },
      ]),
    ),
    EditorView.domEventHandlers({
      mousedown(event, view) {
        pointerDown = true;
        doubleClick = event.detail === 2;
        // CodeMirror settles the selection on the same mouseup: read it once that has run.
        const handleUp = () => {
          clearTimeout(pendingRead);
          pendingRead = setTimeout(() => {
            pendingRead = undefined;
            afterPointer(view);
          });
        };
        view.dom.ownerDocument.addEventListener('mouseup', handleUp, { once: true });
        return false;
      },
    }),
    EditorView.updateListener.of((update) => {
      // A mouse's selection is read when its button is released; keyboard and touch selections
      // (a long press, the selection handles) at once.
      if (pointerDown || !update.selectionSet) return;
      if (!update.transactions.some((tr) => tr.isUserEvent('select'))) return;
      const selected = newlySelectedWord(update.startState, update.state);
      if (selected) config.onWord(selected.word, 'selection');
    }),
  ];
}
