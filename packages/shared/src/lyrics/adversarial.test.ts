import { adversarialText } from '@lyricist/test-support/adversarial-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LYRICS_CHARS, RHYME_LETTERS } from '../constants';
import { isStorableText } from '../text';
import { rhymeLetters } from './rhyme-scheme';
import { countLineSyllables, countLines, countWordSyllables, countWords, lineWords } from './syllables';

// Issue 12: the browser runs this analysis on every keystroke, so the worst text a writer can paste
// must get an ordinary answer. No timing here: a backtracking pattern shows as a test that hangs.
describe('shared lyric analysis on adversarial text at the lyrics limit', () => {
  it('gives one rhyme letter (A-H) or null per line', () => {
    fc.assert(
      fc.property(adversarialText(MAX_LYRICS_CHARS), (text) => {
        const letters = rhymeLetters(text);
        expect(letters).toHaveLength(countLines(text) || 1);
        const allowed: readonly string[] = RHYME_LETTERS;
        expect(letters.every((l) => l === null || allowed.includes(l))).toBe(true);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('counts syllables and words as whole numbers, a word with letters at least one syllable', () => {
    fc.assert(
      fc.property(adversarialText(MAX_LYRICS_CHARS), (text) => {
        const lines = text.split('\n');
        const counts = lines.map((line) => countLineSyllables(line));
        expect(counts.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
        const words = lines.flatMap(lineWords);
        expect(words.every((w) => countWordSyllables(w) >= 1)).toBe(true);
        expect(Number.isInteger(countWords(text))).toBe(true);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('decides whether the text is storable', () => {
    fc.assert(
      fc.property(adversarialText(MAX_LYRICS_CHARS), (text) => {
        expect(isStorableText(text)).toBe(true);
        expect(isStorableText(`${text.slice(0, -1)}\ud800`)).toBe(false);
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
