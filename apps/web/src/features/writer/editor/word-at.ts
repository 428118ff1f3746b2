import { MAX_WORD_LETTERS } from '@lyricist/shared/constants';

/**
 * Finding the word the writer points at, as the word routes read one (`lookupWordSchema`): letters
 * with apostrophes and hyphens inside ("don't", "rock-n-roll"), never at either end ("'cause" is
 * "cause", "rockin'" is "rockin").
 */
export type WordRange = { from: number; to: number; word: string };

const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);
const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}'’-]/u.test(ch);

/** The word at `offset` in `text` (touching it from either side), or null; linear in the word's length. */
export function wordAt(text: string, offset: number): WordRange | null {
  let from = offset;
  let to = offset;
  while (from > 0 && isWordChar(text[from - 1])) from--;
  while (to < text.length && isWordChar(text[to])) to++;
  while (from < to && !isLetter(text[from])) from++;
  while (to > from && !isLetter(text[to - 1])) to--;
  // A cursor in a run of apostrophes or hyphens between two words belongs to neither.
  if (from === to || offset < from || offset > to) return null;
  if (to - from > MAX_WORD_LETTERS) return null;
  return { from, to, word: text.slice(from, to) };
}

/** The word exactly covered by [from, to) of `text`, or null when the range is not one whole word. */
export function wholeWordAt(text: string, from: number, to: number): WordRange | null {
  if (from >= to) return null;
  const word = wordAt(text, from);
  return word && word.from === from && word.to === to ? word : null;
}

/** `replacement` in the case of the word it replaces: "Fire" -> "Desire", "FIRE" -> "DESIRE". */
export function matchCase(original: string, replacement: string): string {
  const letters = original.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase())
    return replacement.toUpperCase();
  const first = letters[0];
  if (first !== undefined && first !== first.toLowerCase())
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}

/**
 * The spaces a word inserted at a cursor needs so it does not run into its neighbours: one before
 * unless at the start of the line, after a space or after an opening bracket or quote; one after
 * when a letter or digit follows.
 */
export function spacingAround(before: string | undefined, after: string | undefined): [string, string] {
  const spaceBefore = before !== undefined && !/[\s([{“‘"]/.test(before) ? ' ' : '';
  const spaceAfter = after !== undefined && /[\p{L}\p{N}]/u.test(after) ? ' ' : '';
  return [spaceBefore, spaceAfter];
}
