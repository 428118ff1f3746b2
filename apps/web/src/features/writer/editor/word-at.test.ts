import { describe, expect, it } from 'vitest';
import { matchCase, spacingAround, wholeWordAt, wordAt } from './word-at';

const at = (text: string, offset: number) => wordAt(text, offset)?.word ?? null;

describe('wordAt', () => {
  it('finds the word around, before or after the cursor', () => {
    const line = 'I walk alone';
    expect(at(line, 4)).toBe('walk'); // inside
    expect(at(line, 2)).toBe('walk'); // at its start
    expect(at(line, 6)).toBe('walk'); // at its end
    expect(at(line, 12)).toBe('alone');
    expect(at(line, 0)).toBe('I');
  });

  it('keeps apostrophes and hyphens inside a word and drops them at its ends', () => {
    expect(at("don't stop", 2)).toBe("don't");
    expect(at('don’t stop', 4)).toBe('don’t');
    expect(at('a rock-n-roll heart', 5)).toBe('rock-n-roll');
    expect(at("'cause I'm rockin'", 3)).toBe('cause');
    expect(at("'cause I'm rockin'", 14)).toBe('rockin');
  });

  it('gives the range in the line', () => {
    expect(wordAt('  fire,', 4)).toEqual({ from: 2, to: 6, word: 'fire' });
  });

  it('finds nothing on spaces, punctuation, digits or a word longer than any real one', () => {
    expect(at('I  walk', 2)).toBeNull();
    expect(at('ok -- go', 4)).toBeNull();
    expect(at('1999', 2)).toBeNull();
    expect(at('', 0)).toBeNull();
    expect(at('a'.repeat(41), 3)).toBeNull();
    expect(at('a'.repeat(40), 3)).toBe('a'.repeat(40));
  });

  it('reads letters of any script', () => {
    expect(at('mon cœur brûle', 10)).toBe('brûle');
  });
});

describe('wholeWordAt', () => {
  it('accepts a range that is exactly one word', () => {
    expect(wholeWordAt('burning fire,', 8, 12)?.word).toBe('fire');
  });

  it('refuses part of a word, a word with its space, two words, or nothing', () => {
    const line = "don't burn";
    expect(wholeWordAt(line, 0, 3)).toBeNull();
    expect(wholeWordAt(line, 0, 6)).toBeNull();
    expect(wholeWordAt(line, 0, 10)).toBeNull();
    expect(wholeWordAt(line, 2, 2)).toBeNull();
    expect(wholeWordAt(line, 0, 5)?.word).toBe("don't");
  });
});

describe('matchCase', () => {
  it('follows a capital first letter or all capitals', () => {
    expect(matchCase('Fire', 'desire')).toBe('Desire');
    expect(matchCase('FIRE', 'desire')).toBe('DESIRE');
    expect(matchCase('fire', 'desire')).toBe('desire');
    expect(matchCase('I', 'eye')).toBe('Eye');
    expect(matchCase('', 'eye')).toBe('eye');
  });
});

describe('spacingAround', () => {
  it('adds a space only where the word would run into a neighbour', () => {
    expect(spacingAround(undefined, undefined)).toEqual(['', '']);
    expect(spacingAround('d', undefined)).toEqual([' ', '']);
    expect(spacingAround(' ', 'n')).toEqual(['', ' ']);
    expect(spacingAround(' ', ',')).toEqual(['', '']);
    expect(spacingAround(',', undefined)).toEqual([' ', '']);
    expect(spacingAround('(', '2')).toEqual(['', ' ']);
  });
});
