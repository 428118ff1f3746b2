import { MAX_WORD_SEARCH_RESULTS } from '@lyricist/shared/constants';
import type { WordSearchAnswer } from '@lyricist/shared/words/contracts';
import { type PronunciationOverrides, withPronunciations } from '../phonetics/overrides';
import { wordSyllables } from '../phonetics/syllables';
import { isCommon, rankOf } from './frequency';
import { relatedWordsOf, sensesFor } from './meaning';
import { type Rhyme, repeats, rhymesOf } from './rhymes';
import { type Synset, synsetAt } from './wordnet';

export type WordSearchInput = {
  rhymesWith?: string;
  means?: string;
  /** Only words of this many syllables (R-toolbox-2). */
  syllables?: number;
  all: boolean;
  pronunciations?: PronunciationOverrides;
};

/** Senses of `means` read for its neighbours, and neighbours read for theirs (the second hop). */
const NEAR_SENSES = 6;
const SECOND_HOP_SYNSETS = 60;
const SINGLE_WORD = /^[a-z][a-z'-]*$/;

/**
 * Words that mean `means`, closest first: 0 for its synonyms, 1 for words one step broader, narrower
 * or similar, and with `far` 2 for those words' neighbours, so "rhymes with X and means Y" finds a
 * rhyme even when no near word rhymes (alone, the second step is mostly noise: "sad" -> "kick").
 */
export function meaningSet(means: string, far: boolean): Map<string, number> {
  const near = new Map<string, number>();
  const add = (words: readonly string[], hop: number) => {
    for (const w of words) {
      const word = w.toLowerCase();
      if (word !== means && SINGLE_WORD.test(word) && !near.has(word)) near.set(word, hop);
    }
  };
  const synsets: Synset[] = [];
  for (const sense of sensesFor(means).slice(0, NEAR_SENSES)) {
    const synset = synsetAt(sense.pos, sense.offset);
    if (synset) synsets.push(synset);
  }
  for (const synset of synsets) add(synset.words, 0);
  const neighbours: Synset[] = [];
  for (const synset of synsets)
    for (const pointer of synset.pointers) {
      if (neighbours.length >= SECOND_HOP_SYNSETS) break;
      const next = synsetAt(pointer.pos, pointer.offset);
      if (next && pointer.symbol !== '!') neighbours.push(next);
    }
  for (const synset of synsets) add(relatedWordsOf(synset), 1);
  for (const synset of neighbours) add(synset.words, 1);
  if (far) for (const synset of neighbours) add(relatedWordsOf(synset), 2);
  return near;
}

type Found = { word: string; rhyme: Rhyme | null; hop: number };

const KIND_RANK = { multi: 0, perfect: 1, slant: 2 } as const;

function order(a: Found, b: Found): number {
  const grade = (b.rhyme?.grade ?? 0) - (a.rhyme?.grade ?? 0);
  if (grade !== 0) return grade;
  const kind = (a.rhyme ? KIND_RANK[a.rhyme.kind] : 0) - (b.rhyme ? KIND_RANK[b.rhyme.kind] : 0);
  if (kind !== 0) return kind;
  if (a.hop !== b.hop) return a.hop - b.hop;
  const ra = rankOf(a.word);
  const rb = rankOf(b.word);
  return ra === rb ? (a.word < b.word ? -1 : 1) : ra < rb ? -1 : 1;
}

function candidates(rhymesWith: string | undefined, means: string | undefined, all: boolean): Found[] {
  const rhymes = rhymesWith === undefined ? null : rhymesOf(rhymesWith, all);
  if (means === undefined) return [...(rhymes ?? [])].map(([word, rhyme]) => ({ word, rhyme, hop: 0 }));
  const found: Found[] = [];
  for (const [word, hop] of meaningSet(means, rhymes !== null)) {
    const rhyme = rhymes?.get(word) ?? null;
    if (rhymes === null || rhyme !== null) found.push({ word, rhyme, hop });
  }
  return found;
}

/** "Rhymes with X and means Y": Y's meaning set kept where it rhymes with X, best rhyme first. */
export function searchWords(input: WordSearchInput): WordSearchAnswer {
  const { rhymesWith, means, syllables, all, pronunciations } = input;
  return withPronunciations(pronunciations, () => {
    const found = candidates(rhymesWith, means, all).filter((f) => all || isCommon(f.word));
    found.sort(order);
    const results: WordSearchAnswer['results'] = [];
    for (const f of found) {
      if (results.length >= MAX_WORD_SEARCH_RESULTS) break;
      if (rhymesWith !== undefined && f.rhyme !== null && repeats(rhymesWith, f.word, f.rhyme)) continue;
      const count = Math.max(1, wordSyllables(f.word));
      if (syllables !== undefined && count !== syllables) continue;
      results.push({
        word: f.word,
        syllables: count,
        grade: f.rhyme?.grade ?? 0,
        common: isCommon(f.word),
        kind: f.rhyme?.kind ?? null,
      });
    }
    return { results };
  });
}
