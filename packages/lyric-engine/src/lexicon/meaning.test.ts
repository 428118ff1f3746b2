import { MAX_WORD_SEARCH_RESULTS } from '@lyricist/shared/constants';
import { describe, expect, it } from 'vitest';
import { RHYME_GRADE_FLOOR } from '../phonetics/rhyme-grade';
import { meaningOf } from './meaning';
import { searchWords } from './search';

describe('meaning from WordNet', () => {
  it('gives the most frequent sense first, synonyms and related words', () => {
    const love = meaningOf('love');
    expect(love.senses[0]).toEqual({
      partOfSpeech: 'verb',
      definition: 'have a great affection or liking for',
    });
    expect(love.senses[1]?.definition).toBe('a strong positive emotion of regard and affection');
    expect(love.synonyms).toEqual(expect.arrayContaining(['passion', 'beloved', 'dear']));
    expect(love.related).toEqual(expect.arrayContaining(['emotion', 'adore', 'cherish']));
    expect(love.related.some((w) => love.synonyms.includes(w))).toBe(false);
    expect(love.synonyms).not.toContain('love');
  });

  it('finds an inflected word under its base form, and nothing for an unknown word', () => {
    expect(meaningOf('hearts').senses[0]?.definition).toBe(meaningOf('heart').senses[0]?.definition);
    expect(meaningOf('burning').senses.length).toBeGreaterThan(0);
    expect(meaningOf('zorblax')).toEqual({ senses: [], synonyms: [], related: [] });
  });
});

describe('rhymes with X and means Y', () => {
  it('keeps the meaning words that rhyme, best rhyme first', () => {
    const { results } = searchWords({ rhymesWith: 'fire', means: 'want', all: false });
    expect(results.map((r) => r.word)).toContain('desire');
    expect(results.every((r) => r.kind !== null && r.grade >= RHYME_GRADE_FLOOR)).toBe(true);
    const grades = results.map((r) => r.grade);
    expect(grades).toEqual([...grades].sort((a, b) => b - a));
  });

  it('answers meaning alone, closest words first, and rhymes alone without identical ones', () => {
    const sad = searchWords({ means: 'sad', all: false }).results;
    expect(sad.slice(0, 3).map((r) => r.word)).toContain('sorry');
    expect(sad.map((r) => r.word)).toEqual(expect.arrayContaining(['melancholy', 'tragic', 'sorrow']));
    expect(sad.map((r) => r.word)).not.toContain('kick');
    expect(sad.every((r) => r.kind === null && r.grade === 0)).toBe(true);
    const night = searchWords({ rhymesWith: 'night', all: true }).results.map((r) => r.word);
    expect(night).toContain('light');
    expect(night).not.toContain('tonight');
    expect(night.length).toBeLessThanOrEqual(MAX_WORD_SEARCH_RESULTS);
  });
});
