import { MAX_RHYMES_PER_KIND } from '@lyricist/shared/constants';
import type { RhymeGroup } from '@lyricist/shared/words/contracts';
import { describe, expect, it } from 'vitest';
import { isIdenticalRhyme, RHYME_GRADE_FLOOR, rhymeGrade } from '../phonetics/rhyme-grade';
import { isCommon, rankedWords, rankOf } from './frequency';
import { lookupWord } from './lookup';
import { rhymeGroups, rhymesOf } from './rhymes';

const wordsOf = (groups: RhymeGroup[]) => groups.flatMap((g) => g.words.map((e) => e.word));

describe('rhymes by kind', () => {
  it('finds what a songwriter expects first', () => {
    const love = rhymeGroups('love', false, MAX_RHYMES_PER_KIND);
    expect(wordsOf(love.perfect)).toEqual(expect.arrayContaining(['above', 'of', 'glove', 'dove', 'shove']));
    expect(wordsOf(love.slant).slice(0, 8)).toEqual(expect.arrayContaining(['stuff', 'tough', 'rough']));
    const tomorrow = rhymeGroups('tomorrow', false, MAX_RHYMES_PER_KIND);
    expect(wordsOf(tomorrow.multi)).toEqual(expect.arrayContaining(['sorrow', 'borrow']));
    expect(wordsOf(tomorrow.slant)).toEqual(expect.arrayContaining(['follow', 'hollow', 'swallow']));
    const fire = rhymeGroups('fire', false, MAX_RHYMES_PER_KIND);
    // Its whole ending is its rhyme key (AY ER): two-syllable rhymes that are simply perfect.
    expect(wordsOf(fire.perfect)).toEqual(expect.arrayContaining(['higher', 'desire', 'liar', 'wire']));
    expect(fire.multi).toEqual([]);
    expect(wordsOf(rhymeGroups('money', false, MAX_RHYMES_PER_KIND).perfect)).toContain('honey');
  });

  it('groups by syllable count, most common word first, each word in one kind', () => {
    const heart = rhymeGroups('heart', false, MAX_RHYMES_PER_KIND);
    const seen = new Set<string>();
    for (const groups of [heart.perfect, heart.slant, heart.multi]) {
      const counts = groups.map((g) => g.syllables);
      expect(counts).toEqual([...new Set(counts)].sort((a, b) => a - b));
      for (const group of groups) {
        const ranks = group.words.map((e) => rankOf(e.word));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        for (const entry of group.words) {
          expect(entry.syllables).toBe(group.syllables);
          expect(seen.has(entry.word)).toBe(false);
          seen.add(entry.word);
        }
      }
    }
    expect(heart.perfect.flatMap((g) => g.words).every((e) => e.grade === 1)).toBe(true);
  });

  it('keeps the grading of rhymeGrade: every graded rhyme of the vocabulary, no other word', () => {
    for (const word of ['heart', 'tomorrow', 'baby']) {
      const found = rhymesOf(word, true);
      const expected = rankedWords().filter((w) => w !== word && rhymeGrade(word, w) >= RHYME_GRADE_FLOOR);
      expect([...found.keys()].sort()).toEqual(expected.sort());
      for (const [w, rhyme] of found) expect(rhyme.grade).toBe(rhymeGrade(word, w));
    }
  });

  it('lists common words by default, uncommon ones too with all, at most the cap of each kind', () => {
    const common = rhymeGroups('night', false, MAX_RHYMES_PER_KIND);
    const all = rhymeGroups('night', true, MAX_RHYMES_PER_KIND);
    const entries = (g: typeof common) => [...g.perfect, ...g.slant, ...g.multi].flatMap((x) => x.words);
    expect(entries(common).every((e) => e.common && isCommon(e.word))).toBe(true);
    expect(entries(all).some((e) => !e.common)).toBe(true);
    for (const kind of [all.perfect, all.slant, all.multi])
      expect(kind.flatMap((g) => g.words).length).toBeLessThanOrEqual(MAX_RHYMES_PER_KIND);
  });

  it('leaves out the word itself and identical rhymes', () => {
    const night = rhymeGroups('night', true, MAX_RHYMES_PER_KIND);
    const all = [...wordsOf(night.perfect), ...wordsOf(night.slant), ...wordsOf(night.multi)];
    expect(all).not.toContain('night');
    expect(all).not.toContain('tonight');
    expect(all).not.toContain('knight');
    expect(all.some((w) => isIdenticalRhyme('night', w))).toBe(false);
    expect(all).toContain('light');
    const love = rhymeGroups('love', true, MAX_RHYMES_PER_KIND);
    const loves = [...wordsOf(love.perfect), ...wordsOf(love.slant)];
    expect(loves).not.toContain('loves');
    expect(loves).not.toContain('loved');
    expect(loves).toContain('gloves');
  });

  it('answers a word the dictionary lacks with a guessed pronunciation and nothing else', () => {
    expect(lookupWord({ word: 'zorblaxing', all: false })).toEqual({
      word: 'zorblaxing',
      syllables: 3,
      stress: '100',
      pronunciation: 'guess',
      rhymes: { perfect: [], slant: [], multi: [] },
      meaning: { senses: [], synonyms: [], related: [] },
    });
  });
});
