import { lineSyllables, wordsOf } from '@lyricist/lyric-engine';
import { MAX_SUGGESTION_WORDS } from '@lyricist/shared/constants';

const SUNG = /^[\p{L}\s'’"“”,.!?;:\-–—]*$/u;
const META = /\b(lyrics|verse|chorus|song by|written by)\b/i;

/**
 * A raw continuation as a line: the first line only, no quotation marks or stray spaces, at most
 * MAX_SUGGESTION_WORDS words, without a trailing comma or dash (a sung line does not end on one).
 */
export function tidyLine(raw: string): string {
  const first = raw.split('\n')[0] ?? '';
  // Markup, numbers, brackets and talk about the song are not lyrics.
  if (!SUNG.test(first) || META.test(first)) return '';
  const words = first
    .replace(/["“”]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_SUGGESTION_WORDS);
  // A line neither starts nor ends on a comma or a dash (", I don't want no sugar").
  return words
    .join(' ')
    .replace(/^[,;:.!?\-–—]+\s*/, '')
    .replace(/[,;:\-–—]+$/, '');
}

/**
 * The start of a sampled line that leaves room for a rhyme word: the model's own last word always
 * goes (the rhyme takes its place), and the line stops before the syllable target less one, since
 * most rhyme words are one syllable. Null when nothing is left to build on.
 */
export function bodyBeforeEnd(partial: string, line: string, targetSyllables: number): string | null {
  const words = line.split(' ').filter(Boolean);
  const room = targetSyllables - 1;
  let keep = 0;
  for (let n = 1; n < words.length; n++) {
    if (lineSyllables(`${partial} ${words.slice(0, n).join(' ')}`) > room) break;
    keep = n;
  }
  if (keep === 0) return partial.trim() === '' ? null : '';
  return words
    .slice(0, keep)
    .join(' ')
    .replace(/[,;:\-–—]+$/, '');
}

/** Whether any of the line's words is one no suggestion may say. */
export const saysNever = (line: string, never: ReadonlySet<string>) =>
  wordsOf(line).some((w) => never.has(w));

/**
 * Whether the line says a word of three or more letters again, or a pair of words again ("She's a
 * girl, she's a girl"): a small model's loop, which its own likelihood rewards.
 */
export function repeatsItself(line: string): boolean {
  const words = wordsOf(line);
  const seen = new Set<string>();
  for (const [i, w] of words.entries()) {
    const pair = `${words[i - 1] ?? ''} ${w}`;
    if ((w.length >= 3 && seen.has(w)) || (i > 0 && seen.has(pair))) return true;
    seen.add(w);
    if (i > 0) seen.add(pair);
  }
  return false;
}
