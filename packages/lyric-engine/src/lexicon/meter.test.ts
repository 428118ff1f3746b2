import { MAX_LYRICS_CHARS } from '@lyricist/shared/constants';
import { describe, expect, it } from 'vitest';
import { meter } from './meter';

describe('meter', () => {
  it('gives each line its stress, blank for blank lines and section tags', () => {
    const lyrics = '[Chorus]\nI set the fire to the rain\n\n  [Verse 2]  \nEvery night';
    expect(meter({ lyrics }).lines.map((l) => l.stress)).toEqual(['', '01010001', '', '', '1001']);
    expect(meter({ lyrics, pronunciations: { fire: 1 } }).lines[1]?.stress).toBe('0101001');
  });

  /** Inputs at the size limit that have made text code quadratic before (bench/lib/abuse-inputs.ts). */
  const WORST: [string, string][] = [
    ['ordinary lines', 'the fire burns along the road tonight\n'.repeat(MAX_LYRICS_CHARS / 38)],
    ['one made-up word', 'a'.repeat(MAX_LYRICS_CHARS)],
    ['an apostrophe run', "x'".repeat(MAX_LYRICS_CHARS / 2)],
    ['made-up lines', 'zorblax quintet\n'.repeat(MAX_LYRICS_CHARS / 16)],
    ['brackets', '[['.repeat(MAX_LYRICS_CHARS / 2)],
  ];

  it.each(WORST)('reads %s at 50,000 characters in one pass', (_, lyrics) => {
    const started = performance.now();
    const { lines } = meter({ lyrics });
    expect(lines).toHaveLength(lyrics.split('\n').length);
    // Generous for a loaded machine: a quadratic pass over 50,000 characters takes minutes.
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
