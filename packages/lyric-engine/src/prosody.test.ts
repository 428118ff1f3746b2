import { prosodyOutputSchema } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { prosody } from './prosody';

const BALLAD = `I walk along the river bank
The water sings to me
I wonder if the sky is blank
Or lonely as the sea

The night was cold
My heart was old
I lost my time
I lost my mind`;

describe('prosody', () => {
  const out = prosody(BALLAD);
  it('gives syllables, CMU stress and rhyme keys per line, blanks included', () => {
    expect(out.lines).toHaveLength(9);
    expect(out.lines[0]).toEqual({
      text: 'I walk along the river bank',
      syllables: 8,
      stress: '01010101',
      rhymeKey: 'AE NG K',
    });
    expect(out.lines[1]?.rhymeKey).toBe('IY');
    expect(out.lines[4]).toEqual({ text: '', syllables: 0, stress: '', rhymeKey: null });
    expect(() => prosodyOutputSchema.parse(out)).not.toThrow();
  });
  it('groups end rhymes per stanza, perfect and slant', () => {
    expect(out.rhymeGroups).toContainEqual({ lines: [0, 2], kind: 'perfect' });
    expect(out.rhymeGroups).toContainEqual({ lines: [1, 3], kind: 'perfect' });
    expect(out.rhymeGroups).toContainEqual({ lines: [5, 6], kind: 'perfect' });
    expect(out.rhymeGroups).toContainEqual({ lines: [7, 8], kind: 'slant' });
    // Rhymes never cross the blank line between stanzas.
    for (const g of out.rhymeGroups)
      expect(g.lines.every((l) => l < 4) || g.lines.every((l) => l > 4)).toBe(true);
  });
  it('guesses the meter', () => {
    expect(out.meter).toBe('iambic');
    expect(prosody('Tyger tyger burning bright\nDouble double toil and trouble').meter).toBe('trochaic');
    expect(prosody('').meter).toBe('unknown');
  });
});
