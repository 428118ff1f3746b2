import type { Phones } from '../phonetics/dictionary';
import { codaOfPhones, isVowel, keyOfPhones, vowelOfPhones } from '../phonetics/rhyme';
import { tailOfPhones } from '../phonetics/rhyme-grade';
import { syllablesAfterStress } from '../phonetics/slant';

/**
 * The engine's one rhyme index: words by the sounds a rhyme is found on, so finding a word's rhymes
 * never means grading a whole vocabulary. Two words rhyme perfectly (grade 1 in
 * phonetics/rhyme-grade.ts, the one grading) when a pronunciation of each has the same rhyme key
 * (from the last stressed vowel) or the same ending from the main stress ("tomorrow" / "sorrow").
 * A slant rhyme is graded on the candidates the index narrows: for the word panel, the endings of the
 * same shape (every slant rhyme the grade allows); for a line the engine writes itself, the words
 * sharing the last stressed vowel or the final consonants (autocomplete/ends.ts), so it never picks
 * one the grade reaches on the main stress alone ("sorry" / "heartbeat"), which the writer may. An
 * index is built once per vocabulary, on first use: the words a line may end on
 * (vocabulary/line-ends.ts, a few thousand, on the first line) and every word the panel offers
 * (lexicon/rhymes.ts, 45,000, on its first call), so a line never waits for the panel's vocabulary.
 */

/** One pronunciation of a word, with the sounds its rhymes are found on. */
export type Sounding = {
  phones: Phones;
  /** From the last stressed vowel: "AY T" for "night", "OW" for "tomorrow" (T AH M AA1 R OW2). */
  key: string;
  /** From the main stress: "AA R OW" for "tomorrow"; null for a word without one. */
  tail: string | null;
  vowel: string;
  /** The consonants after the last vowel; '' for an open ending. */
  coda: string;
  syllables: number;
  /** The key and tail together: all a grade depends on, so grades are kept by it. */
  sounds: string;
};

/** A word as an index holds it, with its pronunciations (those with a vowel). */
export type Indexed = { word: string; soundings: readonly Sounding[] };

/** An ending ("AA R T") with its sounds split once, and the words that have it as a key or tail. */
export type Ending<T> = { ending: string; sounds: readonly string[]; words: T[] };

/** Every map's lists keep the order of the words given: most common first, or the banks' order. */
export type RhymeIndex<T extends Indexed> = {
  words: readonly T[];
  byKey: Map<string, T[]>;
  byTail: Map<string, T[]>;
  byVowel: Map<string, T[]>;
  byCoda: Map<string, T[]>;
  /** Keys and tails by their shape (shapeOf): a slant rhyme reaches the grade's floor only within one. */
  byShape: Map<string, Ending<T>[]>;
};

/** The soundings of a word's pronunciations; one without a vowel rhymes with nothing and is left out. */
export function soundingsOf(variants: readonly Phones[]): Sounding[] {
  const out: Sounding[] = [];
  for (const phones of variants) {
    const key = keyOfPhones(phones);
    const vowel = vowelOfPhones(phones);
    if (key === null || vowel === null) continue;
    const tail = tailOfPhones(phones);
    const syllables = phones.filter(isVowel).length;
    out.push({ phones, key, tail, vowel, coda: codaOfPhones(phones), syllables, sounds: `${key}|${tail}` });
  }
  return out;
}

/** The stressed vowel of an ending and the syllables after it: "AY 1" for "fire" (AY ER). */
export const shapeOf = (ending: string) => `${ending.split(' ')[0]} ${syllablesAfterStress(ending)}`;

function addTo<T>(map: Map<string, T[]>, key: string, word: T): void {
  const list = map.get(key);
  if (!list) map.set(key, [word]);
  // A word's pronunciations are added one after another, so one check finds a repeat.
  else if (list[list.length - 1] !== word) list.push(word);
}

export function indexRhymes<T extends Indexed>(words: readonly T[]): RhymeIndex<T> {
  const index: RhymeIndex<T> = {
    words,
    byKey: new Map(),
    byTail: new Map(),
    byVowel: new Map(),
    byCoda: new Map(),
    byShape: new Map(),
  };
  const endings = new Map<string, T[]>();
  for (const word of words) {
    for (const s of word.soundings) {
      addTo(index.byKey, s.key, word);
      addTo(endings, s.key, word);
      addTo(index.byVowel, s.vowel, word);
      if (s.coda !== '') addTo(index.byCoda, s.coda, word);
      if (s.tail === null) continue;
      addTo(index.byTail, s.tail, word);
      if (s.tail !== s.key) addTo(endings, s.tail, word);
    }
  }
  for (const [ending, list] of endings) {
    const shape = shapeOf(ending);
    const entry = { ending, sounds: ending.split(' '), words: list };
    const shaped = index.byShape.get(shape);
    if (shaped) shaped.push(entry);
    else index.byShape.set(shape, [entry]);
  }
  return index;
}

/** A perfect rhyme found: the word, its pronunciation that rhymes, and whether on a multi-syllable ending. */
export type PerfectMatch<T> = { word: T; sounding: Sounding; isMulti: boolean };

/**
 * The words that rhyme perfectly with one of `soundings` (grade 1), pronunciation by pronunciation:
 * those with its rhyme key, then those with its ending from the main stress, a multi-syllable rhyme
 * when that ending reaches past the key ("tomorrow" / "sorrow", "borrow"). A word can come twice.
 */
export function perfectRhymes<T extends Indexed>(
  index: RhymeIndex<T>,
  soundings: readonly Sounding[],
): PerfectMatch<T>[] {
  const found: PerfectMatch<T>[] = [];
  for (const s of soundings) {
    for (const word of index.byKey.get(s.key) ?? [])
      found.push({ word, sounding: soundingWith(word, (o) => o.key === s.key), isMulti: false });
    if (s.tail === null) continue;
    for (const word of index.byTail.get(s.tail) ?? [])
      found.push({ word, sounding: soundingWith(word, (o) => o.tail === s.tail), isMulti: s.tail !== s.key });
  }
  return found;
}

/**
 * The words sharing a stressed vowel (assonance) or final consonants (consonance) with one of
 * `soundings`, pronunciation by pronunciation: what phonetics/rhyme.ts calls a slant rhyme, and
 * where the engine looks for one to end its own line on before grading it.
 */
export function soundAlikes<T extends Indexed>(index: RhymeIndex<T>, soundings: readonly Sounding[]): T[] {
  const found = new Set<T>();
  for (const s of soundings) {
    for (const word of index.byVowel.get(s.vowel) ?? []) found.add(word);
    for (const word of (s.coda !== '' && index.byCoda.get(s.coda)) || []) found.add(word);
  }
  return [...found];
}

/** The first pronunciation of an indexed word that matches (one does: the word was found by it). */
export function soundingWith(word: Indexed, matches: (s: Sounding) => boolean): Sounding {
  return word.soundings.find(matches) as Sounding;
}
