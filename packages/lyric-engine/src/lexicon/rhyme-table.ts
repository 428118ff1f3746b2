import { exactVariants, type Phones } from '../phonetics/dictionary';
import { isVowel, keyOfPhones, vowelOfPhones } from '../phonetics/rhyme';
import { tailOfPhones } from '../phonetics/rhyme-grade';
import { rankedWords } from './frequency';

/**
 * The words the panel offers (rankedWords: 45,000 words of speech the CMU dictionary knows), indexed
 * by sound: by rhyme key (perfect), by the two- or three-syllable ending from the last main stress
 * (multi-syllable), and by stressed vowel then key (slant: the grade depends only on the key, so it is
 * computed once per key, not per word). Lists keep the most common word first. Built once per engine
 * worker, on its warm-up, not on a writer's call.
 */
export type Sounding = { word: string; syllables: number };
export type KeyBucket = { phones: Phones; words: Sounding[] };
export type RhymeTable = {
  byKey: Map<string, KeyBucket>;
  byTail: Map<string, Sounding[]>;
  byVowel: Map<string, KeyBucket[]>;
};

let table: RhymeTable | null = null;

const vowelsIn = (phones: Phones) => phones.filter(isVowel).length;

function addTo(list: Sounding[], word: string, syllables: number): void {
  // A word's variants are added one after another, so one check finds a repeat.
  if (list[list.length - 1]?.word !== word) list.push({ word, syllables });
}

function add(built: RhymeTable, word: string, phones: Phones): void {
  const key = keyOfPhones(phones);
  const vowel = vowelOfPhones(phones);
  if (key === null || vowel === null) return;
  const syllables = vowelsIn(phones);
  let bucket = built.byKey.get(key);
  if (!bucket) {
    bucket = { phones, words: [] };
    built.byKey.set(key, bucket);
    const buckets = built.byVowel.get(vowel) ?? [];
    buckets.push(bucket);
    built.byVowel.set(vowel, buckets);
  }
  addTo(bucket.words, word, syllables);
  const tail = tailOfPhones(phones);
  if (tail === null || !isMultiTail(tail)) return;
  const list = built.byTail.get(tail) ?? [];
  addTo(list, word, syllables);
  built.byTail.set(tail, list);
}

/** An ending of two or three syllables ("AA R OW" of "tomorrow"): what a multi-syllable rhyme matches. */
export function isMultiTail(tail: string): boolean {
  const syllables = tail.split(' ').filter((p) => /^[AEIOU]/.test(p)).length;
  return syllables === 2 || syllables === 3;
}

export function rhymeTable(): RhymeTable {
  if (table) return table;
  const built: RhymeTable = { byKey: new Map(), byTail: new Map(), byVowel: new Map() };
  for (const word of rankedWords()) for (const phones of exactVariants(word) ?? []) add(built, word, phones);
  table = built;
  return built;
}
