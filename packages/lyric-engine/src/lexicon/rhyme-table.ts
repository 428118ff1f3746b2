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
/** `sounds`: the word's key and main-stress ending, all a grade depends on, so grades are kept by it. */
export type Sounding = { word: string; syllables: number; phones: Phones; sounds: string };
export type Ending = { ending: string; words: Sounding[] };
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

function add(built: RhymeTable, endings: Map<string, Sounding[]>, word: string, phones: Phones): void {
  const key = keyOfPhones(phones);
  if (key === null) return;
  const tail = tailOfPhones(phones);
  const sounding = { word, syllables: phones.filter(isVowel).length, phones, sounds: `${key}|${tail}` };
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
  for (const word of rankedWords())
    for (const phones of exactVariants(word) ?? []) add(built, endings, word, phones);
  for (const [ending, words] of endings) {
    const shape = shapeOf(ending);
    const list = built.byShape.get(shape);
    if (list) list.push({ ending, words });
    else built.byShape.set(shape, [{ ending, words }]);
  }
  table = built;
  return built;
}
