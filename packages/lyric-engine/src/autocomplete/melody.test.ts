import type { AutocompleteInput, MelodyTarget } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { tuningCases } from '../../bench/cases';
import { melodySyllableMisfit, strongBeatsMissed } from '../compose/melody-fit';
import { RHYME_GRADE_FLOOR, rhymeGrade } from '../phonetics/rhyme-grade';
import { lineStress, lineSyllables } from '../phonetics/syllables';
import { lastWord } from '../util/text';
import { autocomplete } from './index';
import { formMisfit, formTarget } from './keeps-form';

const STORY = {
  situation: 'Coming home after my father died',
  turn: 'Grief turns into carrying him forward',
  chorusMessage: 'You are gone and still in everything',
  images: ['porch light', 'old truck', 'kitchen radio'],
  emotions: ['grief', 'love'],
  pointOfView: 'first' as const,
  tense: 'past' as const,
};
const STYLE = {
  syllablesPerLine: { min: 7, max: 11, target: 9 },
  rhymeScheme: 'AABB' as const,
  rhymeDensity: 'medium' as const,
  register: 'storyteller' as const,
  imagery: ['truck', 'porch', 'dusty', 'road'],
  notes: '',
};
const at = (lyrics: string, melody?: MelodyTarget): AutocompleteInput => ({
  lyrics,
  cursorPosition: lyrics.length,
  storytelling: STORY,
  style: STYLE,
  ...(melody ? { melody } : {}),
});
/** The line the writer reads once the suggestion is accepted: their own words, then the ghost text. */
const wholeLine = (input: AutocompleteInput, suggestion: string) => {
  const head = input.lyrics.slice(0, input.cursorPosition);
  const typed = head.slice(head.lastIndexOf('\n') + 1).trim();
  return typed === '' ? suggestion : `${typed} ${suggestion}`;
};

// An eight-syllable couplet: without a memo the next line aims at eight.
const COUPLET = 'I drove back home on a Sunday night\n';

describe('autocomplete with a memo phrase (R-ghost-10)', () => {
  it.each([5, 6, 11, 12])('writes the next line with the phrase’s %i syllables, not the stanza’s', (n) => {
    const input = at(COUPLET, { syllables: n, strong: [] });
    const { suggestion } = autocomplete(input);
    expect(lineSyllables(suggestion), suggestion).toBe(n);
    // The scheme still asks the line to rhyme with its partner.
    expect(rhymeGrade(lastWord(suggestion) ?? '', 'night'), suggestion).toBeGreaterThanOrEqual(
      RHYME_GRADE_FLOOR,
    );
  });

  it.each([7, 9, 10, 12])('counts the words already typed on the line toward a phrase of %i', (n) => {
    const input = at(`${COUPLET}I found his`, { syllables: n, strong: [] });
    const { suggestion } = autocomplete(input);
    expect(suggestion).not.toBe('');
    expect(lineSyllables(wholeLine(input, suggestion)), suggestion).toBe(n);
  });

  it.each([5, 6, 7, 8])('ends a phrase of %i on a perfect rhyme where one fits it, not a slant one', (n) => {
    // "road" has few perfect rhymes and many slant ones ("coat", "coast"), so most lines drawn end slant.
    const input = at('The porch light burned above the road\nI kept the ', { syllables: n, strong: [] });
    const { suggestion } = autocomplete(input);
    expect(rhymeGrade(lastWord(suggestion) ?? '', 'road'), suggestion).toBe(1);
    expect(lineSyllables(wholeLine(input, suggestion)), suggestion).toBe(n);
  });

  it('takes up to syllablesMax where a held note may carry two', () => {
    const input = at(COUPLET, { syllables: 6, syllablesMax: 7, strong: [] });
    const count = lineSyllables(autocomplete(input).suggestion);
    expect(count).toBeGreaterThanOrEqual(6);
    expect(count).toBeLessThanOrEqual(7);
  });

  it('still writes a line when no line fits the phrase exactly: the closest', () => {
    const { suggestion } = autocomplete(at(COUPLET, { syllables: 1, strong: [0] }));
    expect(suggestion).not.toBe('');
    expect(lineSyllables(suggestion)).toBeLessThanOrEqual(5);
  });

  it('puts stressed syllables on the strong notes more often than the same lengths without them', () => {
    // The tuning set's contexts, each with a phrase of the writer's own length: once with strong notes
    // on every other syllable (da-DUM), once with none.
    const cases = tuningCases().filter((_, i) => i % 4 === 0);
    let withStrong = 0;
    let without = 0;
    let beats = 0;
    for (const c of cases) {
      const syllables = Math.max(1, lineSyllables(c.written));
      const strong = Array.from({ length: syllables }, (_, i) => i).filter((i) => i % 2 === 1);
      const hits = (melody: MelodyTarget) => {
        const stress = lineStress(wholeLine(c.input, autocomplete({ ...c.input, melody }).suggestion));
        return strong.filter((i) => stress[i] === '1').length;
      };
      withStrong += hits({ syllables, strong });
      without += hits({ syllables, strong: [] });
      beats += strong.length;
    }
    expect(withStrong / beats).toBeGreaterThan(without / beats + 0.05);
  });

  it('is the stanza’s line when the melody is null or absent', () => {
    for (const lyrics of ['', COUPLET, `${COUPLET}And every window`]) {
      const plain = autocomplete(at(lyrics)).suggestion;
      expect(autocomplete({ ...at(lyrics), melody: null }).suggestion).toBe(plain);
    }
  });
});

describe('the form a model line must keep, with a memo phrase', () => {
  it('aims at the phrase’s syllables and judges them over the whole line', () => {
    const target = formTarget(at(`${COUPLET}I watched the`, { syllables: 9, strong: [] }));
    expect(target.syllables).toBe(9);
    // "I watched the" (3) and "porch light fading from sight" (6) are the phrase's nine; "fade" is one short.
    expect(formMisfit(target, 'porch light fading from sight')).toBe(0);
    expect(formMisfit(target, 'porch light fade from sight')).toBe(1);
  });

  it('prefers the line whose stress falls on the strong notes', () => {
    const target = formTarget(at(COUPLET, { syllables: 8, strong: [1, 3, 5, 7] }));
    const iambic = 'Beneath the porch a yellow light'; // da-DUM da-DUM …
    const wrenched = 'Forgotten porches in the light'; // "in" on the third strong note
    expect(lineSyllables(iambic)).toBe(8);
    expect(lineSyllables(wrenched)).toBe(8);
    expect(formMisfit(target, iambic)).toBeLessThan(formMisfit(target, wrenched) ?? Number.POSITIVE_INFINITY);
  });
});

describe('melody fit', () => {
  it('reads no misfit anywhere between syllables and syllablesMax', () => {
    const melody = { syllables: 6, syllablesMax: 8, strong: [] };
    expect([4, 5, 6, 7, 8, 9, 11].map((n) => melodySyllableMisfit(melody, n))).toEqual([2, 1, 0, 0, 0, 1, 3]);
  });

  it('counts strong notes on unstressed syllables or past the line’s end', () => {
    const melody = { syllables: 6, strong: [1, 3, 5] };
    expect(lineStress('I walked along the road')).toBe('010101');
    expect(strongBeatsMissed(melody, 'I walked along the road')).toBe(0);
    expect(strongBeatsMissed(melody, 'Walking in the rain')).toBe(3);
  });

  it('moves the strong notes after a held note sung with two syllables one syllable on', () => {
    // Four notes, the second held (a held note is strong) and the last strong: "the RI-ver in JUNE"
    // sings "the" on the first, "ri-ver" on the held one, "in" on the third and "June" on the last.
    const melody = { syllables: 4, syllablesMax: 5, strong: [1, 3] };
    expect(lineStress('the river in June')).toBe('01001');
    expect(strongBeatsMissed(melody, 'the river in June')).toBe(0);
    // One syllable a note, note i is syllable i: "in" falls on the last strong note.
    expect(strongBeatsMissed({ syllables: 4, strong: [1, 3] }, 'the river in')).toBe(1);
    // Both strong notes held, six syllables: the second strong note moves to the fifth syllable, so
    // "the WIN-dow was O-pen" fits and "a CAN-dle BUR-ning low" puts "-ning" on it.
    const twoHeld = { syllables: 4, syllablesMax: 6, strong: [1, 3] };
    expect(lineStress('the window was open')).toBe('010010');
    expect(strongBeatsMissed(twoHeld, 'the window was open')).toBe(0);
    expect(lineStress('a candle burning low')).toBe('010101');
    expect(strongBeatsMissed(twoHeld, 'a candle burning low')).toBe(1);
  });
});
