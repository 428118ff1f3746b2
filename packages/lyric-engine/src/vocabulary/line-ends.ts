import { END_ADJECTIVES, END_ADVERBS, END_NOUNS, END_VERBS, NEGATIVE_ADVERBS } from '../banks/end-words';
import type { EndClass } from '../banks/templates';
import { pastOf, thirdPersonOf } from '../banks/verbs';
import { isCommon } from '../lexicon/frequency';
import {
  type Indexed,
  indexRhymes,
  perfectRhymes,
  type RhymeIndex,
  soundAlikes,
  soundingsOf,
} from '../lexicon/rhyme-index';
import { exactVariants, pronunciations } from '../phonetics/dictionary';
import { COMMON_ADJECTIVES, COMMON_NOUNS } from './common-words.gen';

/**
 * The words a line may end on, in the engine's one rhyme index (lexicon/rhyme-index.ts): the banks'
 * end words, which know the frames they fit, with the plurals and verb forms people say, then the
 * wide vocabulary (every noun and adjective of common-words.gen.ts, all of them common words), so an
 * ending the banks cannot answer still gets a rhyme a person would say.
 */

export type VerbForm = 'base' | 'third' | 'past';

/** A word a line may end on, with what the line's grammar needs to know of it. */
export type EndWord = Indexed & {
  cls: EndClass;
  isNegativeOnly: boolean;
  isPlural: boolean;
  /** A verb's form: 'base' after I/you/we/they ("until you come"), 'third' after he/she, or 'past'. */
  verbForm?: VerbForm;
  /** From the hand-written banks; else from the wide vocabulary. */
  isBanked: boolean;
};

const wordsOf = (text: string) => text.trim().split(/\s+/);

function pluralOf(noun: string): string {
  if (/(s|sh|ch|x)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

function endWord(word: string, cls: EndClass, isBanked: boolean, isPlural = false): EndWord | null {
  // Plurals only when the dictionary spells them out, so "hands" yes, a guessed "rains" no.
  const variants = isPlural ? exactVariants(word) : pronunciations(word);
  if (!variants || variants.length === 0) return null;
  const isNegativeOnly = isBanked && NEGATIVE_ADVERBS.has(word);
  return { word, cls, isNegativeOnly, isPlural, isBanked, soundings: soundingsOf(variants) };
}

function bankedEnds(): EndWord[] {
  const ends: EndWord[] = [];
  const push = (e: EndWord | null) => e && ends.push(e);
  const sources: [readonly string[], EndClass][] = [
    [END_NOUNS, 'noun'],
    [END_ADJECTIVES, 'adjective'],
    [[...END_ADVERBS, ...NEGATIVE_ADVERBS], 'adverb'],
  ];
  for (const [words, cls] of sources) for (const word of new Set(words)) push(endWord(word, cls, true));
  // Plurals double the rhymes on offer ("hands" / "stands") for words the writer ended on; only the
  // ones people say, so never "mans", "lifes" or "rusts".
  const singulars = new Set(END_NOUNS);
  for (const noun of singulars) {
    const plural = pluralOf(noun);
    if (!singulars.has(plural) && isCommon(plural)) push(endWord(plural, 'noun', true, true));
  }
  for (const verb of new Set(END_VERBS)) {
    const forms: [string, VerbForm][] = [
      [verb, 'base'],
      [thirdPersonOf(verb), 'third'],
      [pastOf(verb), 'past'],
    ];
    for (const [word, verbForm] of forms) {
      const e = endWord(word, 'verb', true);
      if (e) ends.push({ ...e, verbForm });
    }
  }
  return ends;
}

let index: RhymeIndex<EndWord> | null = null;

/** Built on the first line from the banks and the wide vocabulary: a few thousand words, a few ms. */
export function endIndex(): RhymeIndex<EndWord> {
  if (index) return index;
  const ends = bankedEnds();
  const sources: [string, EndClass][] = [
    [COMMON_NOUNS, 'noun'],
    [COMMON_ADJECTIVES, 'adjective'],
  ];
  for (const [text, cls] of sources)
    for (const word of wordsOf(text)) {
      const e = endWord(word, cls, false);
      if (e) ends.push(e);
    }
  index = indexRhymes(ends);
  return index;
}

/**
 * The end words that rhyme perfectly with `partner` (grade 1), and those that share its stressed
 * vowel or final consonants, to grade for a slant rhyme; never the partner itself.
 */
export function endRhymes(partner: string): { perfect: EndWord[]; soundAlikes: EndWord[] } {
  const word = partner.toLowerCase();
  const soundings = soundingsOf(pronunciations(word) ?? []);
  const idx = endIndex();
  const perfect = new Set(perfectRhymes(idx, soundings).map((m) => m.word));
  const notSelf = (e: EndWord) => e.word !== word;
  return {
    perfect: [...perfect].filter(notSelf),
    soundAlikes: soundAlikes(idx, soundings).filter((e) => !perfect.has(e) && notSelf(e)),
  };
}

/** How many other bank words rhyme perfectly with this one: a line ending on it is easy to answer. */
export function rhymeFamilySize(e: EndWord): number {
  const words = new Set<string>();
  for (const m of perfectRhymes(endIndex(), e.soundings)) if (m.word.isBanked) words.add(m.word.word);
  return words.size - 1;
}

let adjectives: ReadonlySet<string> | null = null;

/** Whether a word is one of the wide vocabulary's adjectives ("old", "reckless"): a noun should follow it. */
export function isCommonAdjective(word: string): boolean {
  adjectives ??= new Set(wordsOf(COMMON_ADJECTIVES));
  return adjectives.has(word);
}
