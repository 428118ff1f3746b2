import { describe, expect, it } from 'vitest';
import { n } from '../banks/template-kit';
import { createRng } from '../util/random';
import type { EndWord } from '../vocabulary/line-ends';
import { fill, tidy } from './fill';
import { voiceFor } from './grammar';
import { bareRequest } from './test-fixtures';
import type { BuildRequest } from './types';

describe('tidy', () => {
  it('puts "will" before the adverb and contracts it', () => {
    expect(tidy('I finally will pick up the phone')).toBe("I'll finally pick up the phone");
    expect(tidy('I  still will  hold a  apple')).toBe("I'll still hold an apple");
  });
});

describe('fill: a place tail fits the verb of its line', () => {
  // Only the word matters to a tail; the sounds are the rhyme index's business.
  const endWord = (word: string): EndWord => ({
    word,
    cls: 'noun',
    isNegativeOnly: false,
    isPlural: false,
    isBanked: true,
    soundings: [],
  });
  const request = (seed: number): BuildRequest =>
    bareRequest({ voice: voiceFor('i', 'past'), rng: createRng(seed) });
  const lines = (text: string, word: string) =>
    Array.from({ length: 40 }, (_, seed) => fill(n(text, { needs: 'tail' }), endWord(word), request(seed)));

  it('puts a verb only where Brown did: "I sat in the barn", never "I sat past the barn"', () => {
    const sat = new Set(lines('{SV=sit} {TAIL}', 'barn'));
    expect(sat).toEqual(new Set(['I sat in the barn', 'I sat behind the barn']));
  });
  it('keeps "I kept the gloves in the hotel", never "outside the hotel"', () => {
    expect(new Set(lines('{SV=keep} the gloves {TAIL}', 'hotel'))).toEqual(
      new Set(['I kept the gloves in the hotel']),
    );
  });
  it('fails the candidate when no tail of the rhyme word fits the verb, so another one wins', () => {
    expect(new Set(lines('{SV=fall} {TAIL}', 'hotel'))).toEqual(new Set(['']));
  });
});
