import { prosodyOutputSchema } from '@lyricist/shared/ai/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rhymes } from '../phonetics/rhyme';
import { prosody } from './index';

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

// The grouping prosody must give: each line still alone, in order, takes every other lone line whose
// end word it rhymes with. Stated here pair by pair (slow, fine for a stanza) to hold the fast one to.
function pairwiseGroups(ends: string[], keys: (string | null)[]) {
  const groups: { lines: number[]; kind: 'perfect' | 'slant' }[] = [];
  const grouped = new Set<number>();
  ends.forEach((_, i) => {
    const key = keys[i];
    if (grouped.has(i) || !key) return;
    const same = ends.map((_, j) => j).filter((j) => !grouped.has(j) && keys[j] === key);
    if (same.length < 2) return;
    for (const j of same) grouped.add(j);
    groups.push({ lines: same, kind: 'perfect' });
  });
  ends.forEach((end, i) => {
    if (grouped.has(i)) return;
    const near = ends
      .map((_, j) => j)
      .filter((j) => j !== i && !grouped.has(j) && rhymes(end, ends[j] as string));
    if (near.length === 0) return;
    for (const j of [i, ...near]) grouped.add(j);
    groups.push({ lines: [i, ...near], kind: 'slant' });
  });
  return groups;
}

describe('prosody rhyme groups', () => {
  // Known words that rhyme, half-rhyme or not at all, sung spellings, and made-up words.
  const words = fc.constantFrom(
    ...'night light time line home alone heart start hurt rain again fire desire station celebration stone bone road cold gold fold'.split(
      ' ',
    ),
    "lovin'",
    'shoving',
    'zorbate',
    'flimbate',
    'quarnight',
    'xyzzy',
    'brrr',
    'aaaaba',
  );
  it('are the pairwise grouping, found without comparing every pair', () => {
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 24 }), (ends) => {
        const lines = ends.map((w) => `and then ${w}`);
        const out = prosody(lines.join('\n'));
        expect(out.rhymeGroups).toEqual(
          pairwiseGroups(
            ends,
            out.lines.map((l) => l.rhymeKey),
          ),
        );
      }),
      { numRuns: 300 },
    );
  });
});
