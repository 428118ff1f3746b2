import { exactVariants, type Phones } from '../phonetics/dictionary';
import { isVowel, keyOfPhones } from '../phonetics/rhyme';
import { tailOfPhones } from '../phonetics/rhyme-grade';
import { syllablesAfterStress } from '../phonetics/slant';
import { rankedWords } from './frequency';

/**
 * The words the panel offers (rankedWords: 45,000 words of speech the CMU dictionary knows), indexed
 * by sound, most common word first in every list: by rhyme key (perfect), by the two- or
 * three-syllable ending from the main stress (multi-syllable), and every ending (keys and those) by
 * its shape, the stressed vowel and the syllables after it: a slant rhyme's grade reaches
 * RHYME_GRADE_FLOOR only within one shape (phonetics/slant.ts). Built once per engine worker, on its
 * warm-up, not on a writer's call.
 */
/**
 * One pronunciation of a word: `rank` is how common the word is (0 most), `sounds` its key and
 * main-stress ending, all a grade depends on, so grades are kept by it.
 */
export type Sounding = { word: string; rank: number; syllables: number; phones: Phones; sounds: string };
/** An ending ("AA R T") with its sounds split once, and the words that have it. */
export type Ending = { ending: string; sounds: readonly string[]; words: Sounding[] };
export type RhymeTable = {
  byKey: Map<string, Sounding[]>;
  byTail: Map<string, Sounding[]>;
  byShape: Map<string, Ending[]>;
};

let table: RhymeTable | null = null;

/** The stressed vowel of an ending and the syllables after it: "AY 1" for "fire" (AY ER). */
export const shapeOf = (ending: string) => `${ending.split(' ')[0]} ${syllablesAfterStress(ending)}`;

/** An ending of two or three syllables ("AA R OW" of "tomorrow"): what a multi-syllable rhyme matches. */
export const isMultiTail = (tail: string) => [1, 2].includes(syllablesAfterStress(tail));

function addTo(map: Map<string, Sounding[]>, key: string, sounding: Sounding): Sounding[] {
  let list = map.get(key);
  if (!list) {
    list = [];
    map.set(key, list);
  }
  // A word's variants are added one after another, so one check finds a repeat.
  if (list[list.length - 1]?.word !== sounding.word) list.push(sounding);
  return list;
}

function add(
  built: RhymeTable,
  endings: Map<string, Sounding[]>,
  word: string,
  rank: number,
  phones: Phones,
): void {
  const key = keyOfPhones(phones);
  if (key === null) return;
  const tail = tailOfPhones(phones);
  const sounding = { word, rank, syllables: phones.filter(isVowel).length, phones, sounds: `${key}|${tail}` };
  addTo(built.byKey, key, sounding);
  addTo(endings, key, sounding);
  if (tail === null) return;
  if (isMultiTail(tail)) addTo(built.byTail, tail, sounding);
  if (tail !== key) addTo(endings, tail, sounding);
}

export function rhymeTable(): RhymeTable {
  if (table) return table;
  const built: RhymeTable = { byKey: new Map(), byTail: new Map(), byShape: new Map() };
  const endings = new Map<string, Sounding[]>();
  rankedWords().forEach((word, rank) => {
    for (const phones of exactVariants(word) ?? []) add(built, endings, word, rank, phones);
  });
  for (const [ending, words] of endings) {
    const shape = shapeOf(ending);
    const list = built.byShape.get(shape);
    const entry = { ending, sounds: ending.split(' '), words };
    if (list) list.push(entry);
    else built.byShape.set(shape, [entry]);
  }
  table = built;
  return built;
}
