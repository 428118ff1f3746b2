import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { formTarget } from '../autocomplete/keeps-form';
import { fitStress, withPronunciations } from './overrides';
import { lineStress, lineSyllables, wordStress, wordSyllables } from './syllables';

describe("the writer's own syllable counts", () => {
  it('change syllables and stress only inside the call that carries them', () => {
    expect(wordSyllables('fire')).toBe(2);
    withPronunciations({ fire: 1, every: 2 }, () => {
      expect(wordSyllables('Fire,')).toBe(1);
      expect(wordStress('fire')).toBe('1');
      expect(wordStress('every')).toBe('10');
      expect(lineSyllables('every fire')).toBe(3);
      expect(lineStress('every fire')).toBe('101');
    });
    expect(wordSyllables('fire')).toBe(2);
    expect(wordStress('every')).toBe('100');
  });

  it('never read an object’s own machinery for a word like "constructor"', () => {
    withPronunciations({}, () => expect(wordSyllables('constructor')).toBe(3));
  });

  it('fit the dictionary stress to a new count, keeping the main stress', () => {
    expect(fitStress('10', 1)).toBe('1');
    expect(fitStress('1', 2)).toBe('10');
    expect(fitStress('100', 2)).toBe('10');
    expect(fitStress('010', 2)).toBe('01');
    expect(fitStress('12', 1)).toBe('1');
    expect(fitStress('', 2)).toBe('10');
  });

  it("set the line length autocomplete aims for (the engine's meter)", () => {
    const lyrics = 'Every fire in the family burns\n';
    const input: AutocompleteInput = {
      lyrics,
      cursorPosition: lyrics.length,
      storytelling: null,
      style: null,
    };
    const plain = formTarget(input).syllables;
    const own = withPronunciations({ every: 2, fire: 1, family: 2 }, () => formTarget(input).syllables);
    expect(plain - own).toBe(3);
  });
});
