import { describe, expect, it } from 'vitest';
import { isIdenticalRhyme, keepsMultiSyllable, RHYME_GRADE_FLOOR, rhymeGrade } from './rhyme-grade';

/** Pairs checked by ear against the CMU pronunciations; the grade is of sound, never of spelling. */
const PERFECT = [
  ['night', 'light'],
  ['love', 'glove'],
  ['heart', 'start'],
  ['road', 'code'],
  ['fire', 'desire'],
  ['tomorrow', 'sorrow'],
  ['tomorrow', 'borrow'],
];
const SLANT = [
  ['heart', 'hard'], // same vowel, t / d
  ['love', 'enough'], // v / f
  ['time', 'line'], // m / n
  ['home', 'phone'],
  ['world', 'girl'], // a dropped final d
  ['land', 'man'],
  ['heart', 'star'],
  ['baby', 'crazy'], // two syllables: same stressed vowel, same unstressed ending
  ['tomorrow', 'hollow'], // from the main stress: AA R OW / AA L OW
  ['river', 'sister'],
  ['fire', 'tired'],
];
/** Spelled alike, or sharing only a vowel or only a consonant: not rhymes a form is built on. */
const NOT_RHYMES = [
  ['cough', 'though'], // eye rhyme: AO F / OW
  ['love', 'move'], // eye rhyme: only the v is shared (consonance)
  ['bough', 'dough'], // eye rhyme
  ['have', 'grave'], // eye rhyme
  ['love', 'impulsive'], // the v closes another syllable
  ['fire', 'my'], // fi-er has a syllable "my" lacks
  ['fire', 'friday'], // the unstressed syllables end apart (er / ee)
  ['heart', 'started'],
  ['school', 'roof'],
  ['night', 'table'],
  // The dictionary's weak forms (Y ER0 Z, G IH0 D, F ER0) are never what a line ends on.
  ['years', 'church'],
  ['good', 'kid'],
  ['just', 'list'],
  ['for', 'her'],
  ['are', 'fur'],
];

describe('rhyme grades', () => {
  it.each(PERFECT)('grades %s / %s perfect', (a, b) => {
    expect(rhymeGrade(a, b)).toBe(1);
    expect(rhymeGrade(b, a)).toBe(1);
  });

  it.each(SLANT)('grades %s / %s a slant rhyme', (a, b) => {
    expect(rhymeGrade(a, b)).toBeGreaterThanOrEqual(RHYME_GRADE_FLOOR);
    expect(rhymeGrade(a, b)).toBeLessThan(1);
    expect(rhymeGrade(b, a)).toBe(rhymeGrade(a, b));
  });

  it.each(NOT_RHYMES)('grades %s / %s below the rhyme floor', (a, b) => {
    expect(rhymeGrade(a, b)).toBeLessThan(RHYME_GRADE_FLOOR);
  });

  it('orders closeness: perfect, close consonants, a dropped consonant, the vowel alone, nothing', () => {
    expect(rhymeGrade('heart', 'hard')).toBeGreaterThan(rhymeGrade('heart', 'star'));
    expect(rhymeGrade('heart', 'star')).toBeGreaterThan(rhymeGrade('love', 'impulsive'));
    expect(rhymeGrade('love', 'impulsive')).toBeGreaterThan(rhymeGrade('love', 'move'));
    expect(rhymeGrade('love', 'move')).toBeGreaterThan(rhymeGrade('cough', 'though'));
    expect(rhymeGrade('cough', 'though')).toBe(0);
  });

  it('grades 0 for the same word and for a word the dictionary lacks', () => {
    expect(rhymeGrade('love', 'love')).toBe(0);
    expect(rhymeGrade('love', 'zorblove')).toBe(0);
  });

  it('rhymes multi-syllable endings on the whole ending', () => {
    expect(keepsMultiSyllable('tomorrow', 'borrow')).toBe(true);
    expect(keepsMultiSyllable('tomorrow', 'go')).toBe(false);
  });

  it('calls "land" / "wasteland" and "night" / "tonight" identical, not rhymes', () => {
    expect(isIdenticalRhyme('land', 'wasteland')).toBe(true);
    expect(isIdenticalRhyme('night', 'tonight')).toBe(true);
    expect(isIdenticalRhyme('night', 'knight')).toBe(true);
    expect(isIdenticalRhyme('land', 'hand')).toBe(false);
    expect(isIdenticalRhyme('right', 'bright')).toBe(false);
  });

  it('judges a whole multi-syllable ending by the consonant before the main stress', () => {
    // Both end on a secondary-stressed "R OW"; the rhyme starts at the main stress (M / B).
    expect(isIdenticalRhyme('tomorrow', 'borrow')).toBe(false);
    expect(isIdenticalRhyme('sorrow', 'tomorrow')).toBe(false);
  });
});
