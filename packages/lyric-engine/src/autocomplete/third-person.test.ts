import { describe, expect, it } from 'vitest';
import { heldOutCases } from '../../bench/held-out/cases';
import { TUNING_2_TEXT } from '../../bench/tuning-2/songs';
import { wordsOf } from '../util/text';
import { autocomplete } from './index';

const SHE = /\b(she|her|hers|herself)\b/i;
const HE = ['he', 'him', 'his', 'himself'];

describe('a song told in the third person', () => {
  it('goes on with the person its lines are about, whatever the story draws', () => {
    // Main drew "he" for half of these songs: "She never measured, never wrote it down / He carried…".
    const aboutHer = heldOutCases(TUNING_2_TEXT).filter(
      (c) =>
        c.input.storytelling?.pointOfView === 'third' &&
        c.before.some((l) => SHE.test(l)) &&
        ![...c.before, c.partial].some((l) => wordsOf(l).some((w) => HE.includes(w))),
    );
    expect(aboutHer.length).toBeGreaterThan(5);
    for (const c of aboutHer) {
      const { suggestion } = autocomplete(c.input);
      expect(
        wordsOf(suggestion).filter((w) => HE.includes(w)),
        `${c.partial} | ${suggestion}`,
      ).toEqual([]);
    }
  });
});
