import type { AutocompleteInput, StorytellingDirector, StyleDirector } from '@lyricist/shared/ai/contracts';
import { MAX_SUGGESTION_WORDS } from '@lyricist/shared/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tuningCases } from '../../bench/cases';
import { cmuRhyme, cmuSyllables, lastWordOf, normalize } from '../../bench/cmu-check';
import { autocomplete } from './index';

const story = (over: Partial<StorytellingDirector> = {}): StorytellingDirector => ({
  situation: 'Coming home after my father died',
  turn: 'Grief turns into carrying him forward',
  chorusMessage: 'You are gone and still in everything',
  images: ['porch light', 'old truck', 'kitchen radio'],
  emotions: ['grief', 'love'],
  pointOfView: 'first',
  tense: 'past',
  ...over,
});
const style = (over: Partial<StyleDirector> = {}): StyleDirector => ({
  syllablesPerLine: { min: 7, max: 11, target: 9 },
  rhymeScheme: 'AABB',
  rhymeDensity: 'medium',
  register: 'storyteller',
  imagery: ['truck', 'porch', 'dusty', 'road'],
  notes: '',
  ...over,
});
const at = (lyrics: string, over: Partial<AutocompleteInput> = {}): AutocompleteInput => ({
  lyrics,
  cursorPosition: lyrics.length,
  storytelling: story(),
  style: style(),
  ...over,
});
const words = (s: string) => (s.trim() === '' ? 0 : s.trim().split(/\s+/).length);

const COUPLET = 'I drove back home on a Sunday night\n';
const ABAB = 'I found your letters in a drawer\nThe ink had faded into gray\n';

describe('autocomplete, next line', () => {
  it('rhymes with the line the scheme pairs it with, per the CMU dictionary', () => {
    const { suggestion } = autocomplete(at(COUPLET));
    expect(cmuRhyme(lastWordOf(suggestion), 'night')).not.toBeNull();
    const abab = autocomplete(
      at(`${ABAB}I read them sitting on the floor\n`, { style: style({ rhymeScheme: 'ABAB' }) }),
    );
    expect(cmuRhyme(lastWordOf(abab.suggestion), 'gray')).not.toBeNull();
  });
  it('stays within 2 syllables of the stanza', () => {
    for (const lyrics of [COUPLET, ABAB, 'Hold me close\nDo not let go\n']) {
      const { suggestion } = autocomplete(at(lyrics));
      const lines = lyrics.trim().split('\n');
      const mean = lines.reduce((s, l) => s + cmuSyllables(l), 0) / lines.length;
      expect(Math.abs(cmuSyllables(suggestion) - mean)).toBeLessThanOrEqual(2);
    }
  });
  it("uses the storytelling director's images", () => {
    const hits = ['', COUPLET, ABAB].filter((l) => /porch|truck|radio/i.test(autocomplete(at(l)).suggestion));
    expect(hits.length).toBeGreaterThanOrEqual(2);
  });
  it('writes a whole line on an empty canvas, under the word limit', () => {
    const { suggestion } = autocomplete(at(''));
    expect(words(suggestion)).toBeGreaterThan(2);
    expect(words(suggestion)).toBeLessThan(MAX_SUGGESTION_WORDS);
  });
  it('opens no stanza on "and" or "but": there is no line for it to answer', () => {
    for (const c of tuningCases().filter((x) => x.before.length === 0 && x.partial === ''))
      expect(autocomplete(c.input).suggestion).not.toMatch(/^(and|but|so|or|yet)\b/i);
  });

  it('never repeats an existing line', () => {
    let lyrics = COUPLET;
    for (let i = 0; i < 8; i++) {
      const { suggestion } = autocomplete(at(lyrics));
      const existing = lyrics.split('\n').map(normalize);
      expect(existing).not.toContain(normalize(suggestion));
      lyrics += `${suggestion}\n`;
    }
  });
  it('is deterministic and varies with the directors', () => {
    expect(autocomplete(at(ABAB))).toEqual(autocomplete(at(ABAB)));
    const other = autocomplete(
      at(ABAB, { storytelling: story({ images: ['neon sign', 'subway'], emotions: ['joy'] }) }),
    );
    expect(other.suggestion).not.toBe(autocomplete(at(ABAB)).suggestion);
  });
  it('returns nothing without any director', () => {
    expect(autocomplete(at(COUPLET, { storytelling: null, style: null }))).toEqual({ suggestion: '' });
  });
  it('works with only one director', () => {
    expect(autocomplete(at(COUPLET, { storytelling: null })).suggestion).not.toBe('');
    expect(autocomplete(at(COUPLET, { style: null })).suggestion).not.toBe('');
  });
});

describe('autocomplete, finish the line', () => {
  it('returns the rest of the active line without a leading space, rhyming', () => {
    const lyrics = `${COUPLET}The porch was burning in the`;
    const { suggestion } = autocomplete(at(lyrics));
    expect(suggestion).not.toMatch(/^\s/);
    expect(suggestion).not.toBe('');
    expect(cmuRhyme(lastWordOf(suggestion), 'night')).not.toBeNull();
  });
  it('completes only up to the cursor line, not the whole song', () => {
    const lyrics = `${COUPLET}And I\n\nSecond verse starts here`;
    const cursor = COUPLET.length + 'And I'.length;
    const { suggestion } = autocomplete(at(lyrics, { cursorPosition: cursor }));
    expect(suggestion).not.toContain('\n');
    expect(cmuSyllables(`And I ${suggestion}`)).toBeLessThanOrEqual(cmuSyllables(COUPLET) + 2);
  });
});

describe('autocomplete properties', () => {
  it('never throws and stays under the word limit on random input', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.integer({ min: -5, max: 400 }),
        fc.boolean(),
        (lyrics, cursor, hasStory) => {
          const out = autocomplete({
            lyrics,
            cursorPosition: cursor,
            storytelling: hasStory ? story() : null,
            style: style(),
          });
          expect(words(out.suggestion)).toBeLessThan(MAX_SUGGESTION_WORDS);
          expect(out.suggestion.length).toBeLessThanOrEqual(200);
        },
      ),
      { numRuns: 150 },
    );
  });
});
