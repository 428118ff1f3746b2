import { describe, expect, it } from 'vitest';
import { isStorableText, storableText } from './text';

describe('isStorableText', () => {
  it.each(['', 'plain', 'emoji 😀 pair', 'accents é ñ', '\t\n\r'])('accepts %j', (text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each(['\u0000', 'a\u0000b', '\ud800', 'end \ud83d', '\ude00 start', 'swapped \ude00\ud83d'])(
    'refuses %j',
    (text) => {
      expect(isStorableText(text)).toBe(false);
    },
  );
});

describe('storableText', () => {
  it('checks the length and the content, with a message naming the problem', () => {
    const schema = storableText(3);
    expect(schema.safeParse('abc').success).toBe(true);
    expect(schema.safeParse('abcd').success).toBe(false);
    expect(schema.safeParse('a\u0000').error?.issues[0]?.message).toMatch(/NUL/);
  });
});
