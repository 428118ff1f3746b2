import { MAX_WORD_LETTERS } from '@lyricist/shared/constants';
import { countWordSyllables } from '@lyricist/shared/lyrics/syllables';
import { LRUCache } from 'lru-cache';
import { cleanWord, wordsOf } from '../util/text';
import { pronunciations, WORD_CACHE_SIZE } from './dictionary';
import { fitStress, overriddenSyllables } from './overrides';
import { isVowel } from './rhyme';

/**
 * CMU marks every monosyllable as stressed, which would make every line look like "1111" and hide
 * the meter; short function words are sung unstressed, so we demote them.
 */
const WEAK_WORDS = new Set(
  "a an the and but or nor of in on at to for by as from with if so than that this these those my your his her its our their me him us them i you he she it we they is am are was were be been do does did has have had can could will would shall should may might must not no when while where who whom whose what which yet til till up out off into onto upon through thru like just 'cause cause gonna wanna gotta oh ooh yeah".split(
    ' ',
  ),
);

const syllableCache = new LRUCache<string, number>({ max: WORD_CACHE_SIZE });

/**
 * Syllables of one word: the writer's own count when they set one (overrides.ts), else the CMU vowel
 * count, else the margin's heuristic when the word is unknown (R-syllables-3).
 */
export function wordSyllables(rawWord: string): number {
  const word = cleanWord(rawWord);
  if (word === '') return 0;
  const own = overriddenSyllables(word);
  if (own !== undefined) return own;
  const hit = syllableCache.get(word);
  if (hit !== undefined) return hit;
  const first = pronunciations(word)?.[0];
  const n = first ? first.filter(isVowel).length : countWordSyllables(word);
  // Made-up words past any real length are counted by the linear heuristic each time, never kept.
  if (word.length <= MAX_WORD_LETTERS) syllableCache.set(word, n);
  return n;
}

/** Stress string of one word, 1 for primary or secondary stress, 0 for none; fitted to the writer's count. */
export function wordStress(rawWord: string): string {
  const word = cleanWord(rawWord);
  if (word === '') return '';
  const own = overriddenSyllables(word);
  return own === undefined ? dictionaryStress(word) : fitStress(dictionaryStress(word), own);
}

function dictionaryStress(word: string): string {
  const first = pronunciations(word)?.[0];
  if (!first) {
    // English content words lean on their first syllable; a guess beats an empty pattern.
    const n = countWordSyllables(word);
    return n <= 1 ? (WEAK_WORDS.has(word) ? '0' : '1') : `1${'0'.repeat(n - 1)}`;
  }
  const digits = first.filter(isVowel).map((p) => (p.endsWith('0') ? '0' : '1'));
  if (digits.length === 1 && WEAK_WORDS.has(word)) return '0';
  return digits.join('');
}

export function lineSyllables(line: string): number {
  let sum = 0;
  for (const w of wordsOf(line)) sum += wordSyllables(w);
  return sum;
}

export function lineStress(line: string): string {
  return wordsOf(line).map(wordStress).join('');
}
