import { describe, expect, it } from 'vitest';
import {
  countLineSyllables,
  countLines,
  countWordSyllables,
  countWords,
  lineWords,
  pronunciationKey,
} from './syllables';

// R-syllables-1: a word of 3 letters or fewer counts 1. Otherwise strip trailing es/ed/e endings and a
// leading y, then count vowel groups of up to 2 letters, minimum 1.
describe('countWordSyllables', () => {
  it('counts 1 for words of 3 letters or fewer, whatever their vowels', () => {
    for (const word of ['a', 'I', 'oh', 'the', 'sky', 'eye', 'you', 'aia']) {
      expect(countWordSyllables(word)).toBe(1);
    }
  });

  it('counts vowel groups (y included) for longer words', () => {
    expect(countWordSyllables('fading')).toBe(2);
    expect(countWordSyllables('tomorrow')).toBe(3);
    expect(countWordSyllables('silence')).toBe(2);
    expect(countWordSyllables('happy')).toBe(2);
  });

  it('strips a trailing e, es or ed before counting', () => {
    expect(countWordSyllables('stone')).toBe(1);
    expect(countWordSyllables('hopes')).toBe(1);
    expect(countWordSyllables('loved')).toBe(1);
    expect(countWordSyllables('burned')).toBe(1);
  });

  it('keeps the e after an l or a vowel, as the classic form of this heuristic does', () => {
    // "table" and "free" would lose a sounded vowel group otherwise.
    expect(countWordSyllables('table')).toBe(2);
    expect(countWordSyllables('goes')).toBe(1);
  });

  it('strips a leading y before counting', () => {
    // Without the strip "young" would count "yo" and "u" as two groups.
    expect(countWordSyllables('young')).toBe(1);
    expect(countWordSyllables('yearning')).toBe(2);
  });

  it('counts a vowel group as at most 2 letters, so a run of 3 is two groups', () => {
    expect(countWordSyllables('queue')).toBe(2);
    expect(countWordSyllables('beautiful')).toBe(4);
  });

  it('never counts fewer than 1 for a word with letters', () => {
    expect(countWordSyllables('psst')).toBe(1);
    expect(countWordSyllables('hmmm')).toBe(1);
  });

  it('ignores case and punctuation, and counts 0 for a token without letters', () => {
    expect(countWordSyllables('Fading,')).toBe(2);
    expect(countWordSyllables("don't")).toBe(1);
    expect(countWordSyllables('...')).toBe(0);
  });
});

describe('line helpers', () => {
  it('sums the syllables of the words of a line', () => {
    expect(countLineSyllables('City lights are fading')).toBe(2 + 1 + 1 + 2);
    expect(countLineSyllables('   ')).toBe(0);
  });

  it('keeps only whitespace-separated tokens that contain a letter', () => {
    expect(lineWords('  oh -- my  love! ')).toEqual(['oh', 'my', 'love!']);
  });

  it('counts words by whitespace and lines by newline (R-counts-2)', () => {
    expect(countWords('  one two\tthree\nfour ')).toBe(4);
    expect(countWords('   ')).toBe(0);
    expect(countLines('one\ntwo\n\nfour')).toBe(4);
    expect(countLines('')).toBe(0);
  });
});

describe("the writer's own syllable counts (ADR 029)", () => {
  it('keys a token as the word routes do: lower case, straight apostrophe, no punctuation around', () => {
    expect(pronunciationKey('Fire,')).toBe('fire');
    expect(pronunciationKey('“Don’t')).toBe("don't");
    expect(pronunciationKey('rock-n-roll!')).toBe('rock-n-roll');
  });

  it('counts a corrected word as the writer said and every other word by the heuristic', () => {
    const line = 'Fire, fire burning in the hour';
    // The heuristic hears "fire" and "hour" as one syllable each.
    expect(countLineSyllables(line)).toBe(7);
    const own = new Map([
      ['fire', 2],
      ['hour', 2],
    ]);
    expect(countLineSyllables(line, own)).toBe(2 + 2 + 2 + 1 + 1 + 2);
    expect(countLineSyllables(line, new Map())).toBe(7);
  });
});
