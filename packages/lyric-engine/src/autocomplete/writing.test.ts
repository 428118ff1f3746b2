import type { WritingContext } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { tuningCases } from '../../bench/cases';
import { continuesGrammatically, PARTIALS, type Slot } from '../../bench/continuations';
import { heldOutCases } from '../../bench/held-out/cases';
import { isFiller, nounsIn, reusesNoun } from '../../bench/quality-check';
import { TUNING_2_TEXT } from '../../bench/tuning-2/songs';
import { chat, storytellingDirector, styleDirector } from '../index';
import { autocomplete } from './index';

const FARM =
  'My dad sold the farm last spring and I keep driving past the old red barn at night. I miss the smell of hay and his radio in the kitchen.';
const FOLK: WritingContext = { moods: ['nostalgic'], genres: ['folk'], artists: [], songs: [] };
const MONEY =
  'My best friend lied to me about the money. I lent him everything I had saved and he swore he would pay it back, then he laughed about it behind my back.';
const PUNK: WritingContext = { moods: ['angry'], genres: ['punk'], artists: [], songs: [] };

function directors(message: string, context: WritingContext) {
  const { themeData, suggestions } = chat({ message, history: [], context });
  const storytelling = storytellingDirector({ history: [{ role: 'user', content: message }], themeData });
  return { storytelling, style: styleDirector(context), suggestions, themeData };
}

function write(message: string, context: WritingContext, count: number): string[] {
  const { storytelling, style } = directors(message, context);
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const lyrics = lines.map((l) => `${l}\n`).join('');
    lines.push(autocomplete({ lyrics, cursorPosition: lyrics.length, storytelling, style }).suggestion);
  }
  return lines;
}

const finish = (message: string, context: WritingContext, partial: string) => {
  const { storytelling, style } = directors(message, context);
  return autocomplete({ lyrics: partial, cursorPosition: partial.length, storytelling, style }).suggestion;
};

describe('a verse from the writer', () => {
  const lines = write(FARM, FOLK, 8);
  it('writes lines with verbs, never "and I\'m <adjective>" filler', () => {
    expect(lines.filter((l) => isFiller(l))).toEqual([]);
  });
  it('does not say again a noun the two lines above just said', () => {
    const reused = lines.filter((l, i) => reusesNoun(l, lines.slice(Math.max(0, i - 2), i)));
    expect(reused).toEqual([]);
  });
  it("uses the writer's images and their own phrases, reworked to fit", () => {
    const images = ['farm', 'barn', 'hay', 'radio', 'kitchen'];
    const withImages = lines.filter((l) => nounsIn(l).some((n) => images.includes(n)));
    expect(withImages.length).toBeGreaterThanOrEqual(4);
    const said = /sold the farm|smell of hay|driving past the old red barn|radio in the kitchen/i;
    expect(lines.some((l) => said.test(l))).toBe(true);
  });
  it('does not lean on one noun for the whole verse', () => {
    const counts = new Map<string, number>();
    for (const n of lines.flatMap(nounsIn)) counts.set(n, (counts.get(n) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(3);
  });
});

describe('finish the line', () => {
  it('completes "where" with a clause in the tense the writer started', () => {
    const rest = finish(FARM, FOLK, 'I drove past the barn where');
    expect(continuesGrammatically('clause', rest)).toBe(true);
    expect(rest).not.toMatch(/^I'm\b|\bam\b/);
  });
  it("finishes the writer's own phrase when they start typing it", () => {
    expect(finish(FARM, FOLK, 'I keep driving past the')).toMatch(/^old red barn/);
  });
  it('continues the grammar after function words', () => {
    for (const slot of ['clause', 'determiner', 'preposition'] as Slot[]) {
      for (const partial of PARTIALS[slot]) {
        const rest = finish(FARM, FOLK, partial);
        expect(continuesGrammatically(slot, rest), `${partial} | ${rest}`).toBe(true);
      }
    }
  });
  it('puts a noun after a preposition only where it fits ("on the farm", never "in the farm")', () => {
    expect(finish(FARM, FOLK, 'The radio was playing in')).not.toMatch(/^the farm\b/);
  });
  it('ends on a place by a word that fits it ("across the floor", "across the park", "up in the attic")', () => {
    for (const c of [...tuningCases(), ...heldOutCases(TUNING_2_TEXT)]) {
      const { suggestion } = autocomplete(c.input);
      expect(suggestion, suggestion).not.toMatch(/\bpast the (floor|roof|land|ground|grass|sand)\b/);
      expect(suggestion, suggestion).not.toMatch(/\bunder the (garden|meadow|park|playground|alley)\b/);
      expect(suggestion, suggestion).not.toMatch(/\bthrough the (window)?sill\b/);
      // As an ending: up in the attic, down in the basement.
      expect(suggestion, suggestion).not.toMatch(/\b(past|outside|behind) the (attic|basement)$/);
    }
  });
});

describe('feeling', () => {
  it('gives an angry conversation lines with bite, aimed at "you"', () => {
    const { suggestions } = directors(MONEY, PUNK);
    expect(suggestions.some((s) => /^you\b/i.test(s))).toBe(true);
    expect(suggestions.filter((s) => isFiller(s))).toEqual([]);
    expect(suggestions.join(' ')).not.toMatch(/I'm (old|loud|cold)\b/);
  });
  it('lets the chat suggestions tell a little story from the farm', () => {
    const { suggestions } = directors(FARM, FOLK);
    // Lines from the writer's own words and images; no "I still miss the X" template fills the count.
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    expect(suggestions.filter((s) => isFiller(s) || /^I still \w+ the \w+$/.test(s))).toEqual([]);
    expect(new Set(suggestions.flatMap(nounsIn)).size).toBeGreaterThanOrEqual(3);
  });
});
