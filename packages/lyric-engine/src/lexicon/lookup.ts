import { MAX_RHYMES_PER_KIND } from '@lyricist/shared/constants';
import type { WordAnswer } from '@lyricist/shared/words/contracts';
import { pronunciations } from '../phonetics/dictionary';
import {
  fitStress,
  overriddenSyllables,
  type PronunciationOverrides,
  withPronunciations,
} from '../phonetics/overrides';
import { isVowel } from '../phonetics/rhyme';
import { wordStress } from '../phonetics/syllables';
import { meaningOf } from './meaning';
import { rhymeGroups } from './rhymes';

export type WordLookupInput = { word: string; all: boolean; pronunciations?: PronunciationOverrides };

type Spoken = Pick<WordAnswer, 'syllables' | 'stress' | 'pronunciation'>;

/**
 * A word's syllables and CMU stress digits: the writer's count when they set one (the dictionary's
 * stress fitted to it), else the dictionary's first pronunciation, else the engine's guess.
 */
export function spokenOf(word: string): Spoken {
  const first = pronunciations(word)?.[0];
  const stress = first
    ? first
        .filter(isVowel)
        .map((p) => p.charAt(p.length - 1))
        .join('')
    : wordStress(word);
  const own = overriddenSyllables(word);
  if (own !== undefined) return { syllables: own, stress: fitStress(stress, own), pronunciation: 'writer' };
  const syllables = Math.max(1, stress.length);
  return { syllables, stress: fitStress(stress, syllables), pronunciation: first ? 'dictionary' : 'guess' };
}

/** Everything the word panel shows about one word (lower case, as the route's schema leaves it). */
export function lookupWord({ word, all, pronunciations: own }: WordLookupInput): WordAnswer {
  return withPronunciations(own, () => ({
    word,
    ...spokenOf(word),
    rhymes: rhymeGroups(word, all, MAX_RHYMES_PER_KIND),
    meaning: meaningOf(word),
  }));
}
