import {
  Annotation,
  type EditorState,
  StateEffect,
  StateField,
  type TransactionSpec,
} from '@codemirror/state';

/**
 * The ghost suggestion as editor state (no DOM here, so it is unit-tested on a bare EditorState).
 * `shown` counts the words revealed so far; any edit, or the cursor leaving `pos`, discards it.
 */
export type Ghost = { pos: number; words: string[]; shown: number };

export const setGhost = StateEffect.define<{ pos: number; text: string }>();
export const revealGhostWord = StateEffect.define<null>();
export const clearGhost = StateEffect.define<null>();
/** Marks the transaction that accepts a suggestion, so the editor re-asks sooner than after typing. */
export const ghostAccepted = Annotation.define<boolean>();

export const ghostField = StateField.define<Ghost | null>({
  create: () => null,
  update(ghost, tr) {
    let next = ghost;
    if (tr.docChanged) next = null;
    for (const effect of tr.effects) {
      if (effect.is(clearGhost)) next = null;
      if (effect.is(setGhost)) next = makeGhost(effect.value.pos, effect.value.text, tr.state);
      if (effect.is(revealGhostWord) && next)
        next = { ...next, shown: Math.min(next.shown + 1, next.words.length) };
    }
    if (next && tr.selection && tr.state.selection.main.head !== next.pos) next = null;
    return next;
  },
});

function makeGhost(pos: number, text: string, state: EditorState): Ghost | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || pos > state.doc.length || state.selection.main.head !== pos) return null;
  return { pos, words, shown: 1 };
}

export const ghostText = (ghost: Ghost, all = false): string =>
  ghost.words.slice(0, all ? ghost.words.length : ghost.shown).join(' ');

/** A space goes between the text and the suggestion unless the cursor already follows whitespace. */
export function needsSpaceBefore(state: EditorState, pos: number): boolean {
  if (pos === 0) return false;
  return !/\s/.test(state.doc.sliceString(pos - 1, pos));
}

/** Tab (R-ghost-2): a space if needed, the whole suggestion, a newline; the cursor after it. */
export function acceptGhost(state: EditorState): TransactionSpec | null {
  const ghost = state.field(ghostField, false);
  if (!ghost) return null;
  const insert = `${needsSpaceBefore(state, ghost.pos) ? ' ' : ''}${ghostText(ghost, true)}\n`;
  return {
    changes: { from: ghost.pos, insert },
    selection: { anchor: ghost.pos + insert.length },
    effects: clearGhost.of(null),
    annotations: ghostAccepted.of(true),
    userEvent: 'input.complete',
    scrollIntoView: true,
  };
}
