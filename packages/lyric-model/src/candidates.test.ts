import { lineSyllables } from '@lyricist/lyric-engine';
import { describe, expect, it } from 'vitest';
import { bodyBeforeEnd, tidyLine } from './candidates';

describe('tidyLine', () => {
  it('keeps the first line, without quotes, stray spaces or a trailing comma', () => {
    expect(tidyLine(' "We counted  quarters on the hood,"\nand more')).toBe(
      'We counted quarters on the hood',
    );
  });

  it('never starts a line on a comma', () => {
    expect(tidyLine(", I don't want no sugar")).toBe("I don't want no sugar");
  });

  it('drops what is not a sung line: markup, numbers, talk about the song', () => {
    expect(tidyLine('<em>by Steve</em>')).toBe('');
    expect(tidyLine('Verse 2: the road')).toBe('');
    expect(tidyLine('We sold 40 acres')).toBe('');
  });

  it('keeps at most fourteen words', () => {
    expect(tidyLine('la '.repeat(30)).split(' ')).toHaveLength(14);
  });
});

describe('bodyBeforeEnd', () => {
  it("drops the model's own last word and leaves a syllable for the rhyme", () => {
    const body = bodyBeforeEnd('', 'I drive past the old red barn on Sunday afternoon', 8);
    expect(body).toBe('I drive past the old red barn');
    expect(lineSyllables(body ?? '')).toBeLessThanOrEqual(7);
  });

  it('finishes a typed half-line from its own words', () => {
    expect(bodyBeforeEnd('I only had to', 'wait for you to call', 8)).toBe('wait for');
    expect(bodyBeforeEnd('I only had to wait for you', 'to call', 8)).toBe('');
  });

  it('gives up on a fresh line with nothing left to build on', () => {
    expect(bodyBeforeEnd('', 'Goodbye', 8)).toBeNull();
  });
});
