/** The syllable heuristic of R-syllables-1, used by the margin and the settings preview. */

const WORD_CHARS = /[^a-z']/g;

/** Syllables of one word: 3 letters or fewer is 1; else strip es/ed/e and a leading y, count vowel groups. */
export function countWordSyllables(rawWord: string): number {
  const word = rawWord.toLowerCase().replace(WORD_CHARS, '').replace(/'/g, '');
  if (word.length === 0) return 0;
  if (word.length <= 3) return 1;
  const stripped = word.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = stripped.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups ? groups.length : 0);
}

/** Words of a line: split on whitespace, keeping only tokens with a letter. */
export function lineWords(line: string): string[] {
  return line.split(/\s+/).filter((w) => /[a-z]/i.test(w));
}

/**
 * The key a writer's own syllable count is stored under for a token of a line: lower case, curly
 * apostrophe made straight, punctuation around the word dropped ("Fire," and "fire" share one).
 */
export function pronunciationKey(token: string): string {
  return token
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/**
 * Syllables of a line: the sum over its words; 0 for a line with no words. `own` holds the writer's
 * corrections (ADR 029): a word found there counts as the writer said, every other word by the heuristic.
 */
export function countLineSyllables(line: string, own?: ReadonlyMap<string, number>): number {
  return lineWords(line).reduce(
    (sum, w) => sum + (own?.get(pronunciationKey(w)) ?? countWordSyllables(w)),
    0,
  );
}

/** Word count splits on whitespace (R-counts-2). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** Line count is by newline (R-counts-2). */
export function countLines(text: string): number {
  return text === '' ? 0 : text.split('\n').length;
}
