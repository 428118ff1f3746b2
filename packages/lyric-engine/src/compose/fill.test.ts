import { describe, expect, it } from 'vitest';
import { tidy } from './fill';

describe('tidy', () => {
  it('puts "will" before the adverb and contracts it', () => {
    expect(tidy('I finally will pick up the phone')).toBe("I'll finally pick up the phone");
    expect(tidy('I  still will  hold a  apple')).toBe("I'll still hold an apple");
  });
});
