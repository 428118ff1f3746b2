import { DEFAULT_SONG_TITLE, MAX_TITLE_WORDS } from '@lyricist/shared/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { title } from './index';

const none = { themeData: null, storytelling: null };
const words = (t: string) => t.split(/\s+/).length;

describe('title', () => {
  it('takes the hook: the most repeated line', () => {
    const lyrics =
      'I drove home late\nHold on to the porch light\nThe radio was on\nHold on to the porch light';
    expect(title({ lyrics, ...none }).title).toBe('Hold on to the Porch Light');
  });
  it('shortens a long hook to at most six words', () => {
    const hook = 'and I will never let you go until the morning comes';
    const out = title({ lyrics: `${hook}\nverse line\n${hook}`, ...none }).title;
    expect(words(out)).toBeLessThanOrEqual(MAX_TITLE_WORDS);
    expect(out).toMatch(/^I Will Never Let You Go/);
  });
  it('falls back to a repeated phrase, then the central image', () => {
    expect(title({ lyrics: 'the summer rain on you\nand the summer rain on me', ...none }).title).toBe(
      'The Summer Rain',
    );
    const storytelling = {
      situation: '',
      turn: '',
      chorusMessage: '',
      images: ["father's truck"],
      emotions: [],
      pointOfView: 'first' as const,
      tense: 'past' as const,
    };
    expect(title({ lyrics: 'one line only', themeData: null, storytelling }).title).toBe("Father's Truck");
  });
  it('never returns the default title and stays short on any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (lyrics) => {
        const out = title({ lyrics, ...none }).title;
        expect(out).not.toBe(DEFAULT_SONG_TITLE);
        expect(out.length).toBeGreaterThan(0);
        expect(words(out)).toBeLessThanOrEqual(MAX_TITLE_WORDS);
      }),
    );
    expect(title({ lyrics: 'Untitled Song\nUntitled Song', ...none }).title).not.toBe(DEFAULT_SONG_TITLE);
  });
});
