import { describe, expect, it } from 'vitest';
import { isIdenticalRhyme, keepsMultiSyllable, rhymeGrade } from './rhyme-grade';

describe('rhyme grades', () => {
  it('grades perfect above close slant above a shared vowel alone', () => {
    expect(rhymeGrade('night', 'light')).toBe(1);
    expect(rhymeGrade('time', 'line')).toBeGreaterThan(rhymeGrade('school', 'roof'));
    expect(rhymeGrade('school', 'roof')).toBeLessThan(0.6);
    expect(rhymeGrade('night', 'table')).toBe(0);
  });

  it('rhymes multi-syllable endings on the whole ending', () => {
    expect(rhymeGrade('tomorrow', 'sorrow')).toBe(1);
    expect(keepsMultiSyllable('tomorrow', 'borrow')).toBe(true);
    expect(keepsMultiSyllable('tomorrow', 'go')).toBe(false);
  });

  it('calls "land" / "wasteland" and "night" / "tonight" identical, not rhymes', () => {
    expect(isIdenticalRhyme('land', 'wasteland')).toBe(true);
    expect(isIdenticalRhyme('night', 'tonight')).toBe(true);
    expect(isIdenticalRhyme('land', 'hand')).toBe(false);
    expect(isIdenticalRhyme('right', 'bright')).toBe(false);
  });
});
