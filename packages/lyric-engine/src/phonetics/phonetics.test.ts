import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pronunciations } from './dictionary';
import { rhymeKey, rhymes } from './rhyme';
import { lineSyllables, wordStress, wordSyllables } from './syllables';

describe('rhymes', () => {
  it('finds perfect rhymes from the last stressed vowel', () => {
    expect(rhymes('heart', 'start')).toBe('perfect');
    expect(rhymes('fire', 'desire')).toBe('perfect');
    expect(rhymes('station', 'celebration')).toBe('perfect');
  });
  it('finds slant rhymes by assonance or consonance', () => {
    expect(rhymes('time', 'line')).toBe('slant');
    expect(rhymes('home', 'alone')).toBe('slant');
  });
  it('rejects non-rhymes and the same word twice', () => {
    expect(rhymes('cat', 'dog')).toBeNull();
    expect(rhymes('night', 'night')).toBeNull();
  });
  it('reads sung spellings the dictionary lacks', () => {
    expect(rhymes("lovin'", 'shoving')).toBe('perfect');
  });
  it('gives CMU rhyme keys without stress digits', () => {
    expect(rhymeKey('night')).toBe('AY T');
    expect(rhymeKey('together')).toBe('EH DH ER');
  });
});

describe('syllables and stress', () => {
  it('counts syllables from the dictionary', () => {
    expect(wordSyllables('fire')).toBe(2);
    expect(wordSyllables('beautiful')).toBe(3);
    expect(wordSyllables('Hello,')).toBe(2);
  });
  it('falls back to the margin heuristic for unknown words (R-syllables-3)', () => {
    expect(wordSyllables('zzyzxblorp')).toBeGreaterThan(0);
  });
  it('marks stress with 1 for primary and secondary', () => {
    expect(wordStress('together')).toBe('010');
    expect(wordStress('yesterday')).toBe('101');
    expect(wordStress('the')).toBe('0');
  });
  it('sums a line', () => {
    expect(lineSyllables('I walk along the river bank')).toBe(8);
    expect(lineSyllables('   ')).toBe(0);
  });
});

describe('spelling rhyme keys of unknown words', () => {
  // The pattern the scan replaced (it backtracks quadratically on "aaaa…ab"), kept as the reference.
  const byPattern = (word: string) => {
    const m = word.replace(/[^a-z]/g, '').match(/[aeiouy]+[^aeiouy]*e?$/);
    return m ? `~${m[0]}` : null;
  };
  it('are the last vowel group onward, as the pattern found them, for any word up to 40 letters', () => {
    const letter = fc.constantFrom(...'abcdeilnorstuyz');
    fc.assert(
      fc.property(fc.string({ unit: letter, maxLength: 40 }), (word) => {
        fc.pre(pronunciations(word) === null);
        expect(rhymeKey(word)).toBe(byPattern(word));
      }),
      { numRuns: 2000 },
    );
  });
  it('are null for a word longer than any real one, at once', () => {
    const huge = `${'a'.repeat(49_998)}ba`;
    expect(rhymeKey(huge)).toBeNull();
    expect(rhymes(huge, `${'a'.repeat(41)}ba`)).toBeNull();
    expect(wordSyllables(huge)).toBeGreaterThan(0);
  });
});
