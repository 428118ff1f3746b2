import { describe, expect, it } from 'vitest';
import { songCountsText } from './song-counts';

describe('songCountsText', () => {
  it('counts words split on whitespace and lines by newline (R-counts-2)', () => {
    expect(songCountsText('')).toBe('0 words · 0 lines');
    expect(songCountsText('Fire')).toBe('1 word · 1 line');
    expect(songCountsText('[Chorus]\nburn it  down\n\nagain')).toBe('5 words · 4 lines');
  });
});
