import { describe, expect, it } from 'vitest';
import { RHYME_LETTERS } from '../constants';
import { rhymeEnding, rhymeLetters } from './rhyme-scheme';

// R-rhyme-letters-1: per stanza (blank-line separated), the last two letters of each line's last word
// get a letter A to H, assigned in order of first appearance and cycling after 8.
describe('rhymeEnding', () => {
  it("is the last two letters of the line's last word, lowercased, punctuation ignored", () => {
    expect(rhymeEnding('I walk into the NIGHT')).toBe('ht');
    expect(rhymeEnding('under the light,')).toBe('ht');
    expect(rhymeEnding('is it "true?"')).toBe('ue');
  });

  it('is null for a line without a word', () => {
    expect(rhymeEnding('   ')).toBeNull();
    expect(rhymeEnding('-- ...')).toBeNull();
  });
});

describe('rhymeLetters', () => {
  it('assigns letters in order of first appearance', () => {
    const text = [
      'City lights fade to gray',
      'I hold it like a song',
      'tomorrow finds a way',
      'the night was long',
    ];
    expect(rhymeLetters(text.join('\n'))).toEqual(['A', 'B', 'A', 'B']);
  });

  it('gives lines with the same last two letters the same letter, even when they do not truly rhyme', () => {
    expect(rhymeLetters('my love\nwe move')).toEqual(['A', 'A']);
  });

  it('starts again at A in each blank-line separated stanza and leaves blank lines unmarked', () => {
    expect(rhymeLetters('a day\nthe night\n\nthe night\na day')).toEqual(['A', 'B', null, 'A', 'B']);
    expect(rhymeLetters('one stone\n  \none stone')).toEqual(['A', null, 'A']);
  });

  it('uses the letters A to H and cycles back to A after 8 endings', () => {
    const words = ['ab', 'ac', 'ad', 'af', 'ag', 'ah', 'ak', 'al', 'am', 'an'];
    const letters = rhymeLetters(words.map((w) => `word${w}`).join('\n'));
    expect(letters).toEqual([...RHYME_LETTERS, 'A', 'B']);
    expect(RHYME_LETTERS).toHaveLength(8);
  });

  it('returns one entry per line', () => {
    const text = 'one\n\n...\nthree\n';
    expect(rhymeLetters(text)).toHaveLength(text.split('\n').length);
  });
});
