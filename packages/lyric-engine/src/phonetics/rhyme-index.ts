import { dictionary } from 'cmu-pronouncing-dictionary';
import { END_ADJECTIVES, END_ADVERBS, END_NOUNS, END_VERBS, NEGATIVE_ADVERBS } from '../banks/end-words';
import type { EndClass } from '../banks/templates';
import { pastOf, thirdPersonOf } from '../banks/verbs';
import { isCommon } from '../lexicon/frequency';
import { pronunciations } from './dictionary';
import { codaOfPhones, isVowel, keyOfPhones, vowelOfPhones } from './rhyme';

/** An end word we are willing to suggest, with its sounds precomputed for every pronunciation. */
export type EndWord = {
  word: string;
  cls: EndClass;
  isNegativeOnly: boolean;
  isPlural: boolean;
  /** A verb's form: 'base' after I/you/we/they ("until you come"), 'third' after he/she, or 'past'. */
  verbForm?: VerbForm;
  keys: readonly string[];
  vowels: readonly string[];
  codas: readonly string[];
  syllables: number;
};

export type VerbForm = 'base' | 'third' | 'past';

export type RhymeIndex = {
  all: readonly EndWord[];
  byKey: Map<string, EndWord[]>;
  byVowel: Map<string, EndWord[]>;
  byCoda: Map<string, EndWord[]>;
};

let index: RhymeIndex | null = null;

function add(map: Map<string, EndWord[]>, key: string, entry: EndWord): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [entry]);
  else if (!list.includes(entry)) list.push(entry);
}

function pluralOf(noun: string): string {
  if (/(s|sh|ch|x)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

function entryFor(word: string, cls: EndClass, isPlural = false): EndWord | null {
  // Plurals only when the dictionary spells them out, so "hands" yes, a guessed "rains" no.
  const variants = isPlural
    ? Object.hasOwn(dictionary, word)
      ? pronunciations(word)
      : null
    : pronunciations(word);
  const first = variants?.[0];
  if (!variants || !first) return null;
  const keys = new Set<string>();
  const vowels = new Set<string>();
  const codas = new Set<string>();
  for (const v of variants) {
    const k = keyOfPhones(v);
    const vw = vowelOfPhones(v);
    if (k) keys.add(k);
    if (vw) vowels.add(vw);
    const c = codaOfPhones(v);
    if (c) codas.add(c);
  }
  return {
    word,
    cls,
    isNegativeOnly: NEGATIVE_ADVERBS.has(word),
    isPlural,
    keys: [...keys],
    vowels: [...vowels],
    codas: [...codas],
    syllables: first.filter(isVowel).length,
  };
}

/** Built on first use from our curated end words only: a few thousand lookups, a few ms. */
export function rhymeIndex(): RhymeIndex {
  if (index) return index;
  const all: EndWord[] = [];
  const sources: [readonly string[], EndClass][] = [
    [END_NOUNS, 'noun'],
    [END_ADJECTIVES, 'adjective'],
    [[...END_ADVERBS, ...NEGATIVE_ADVERBS], 'adverb'],
  ];
  for (const [words, cls] of sources) {
    for (const word of new Set(words)) {
      const entry = entryFor(word, cls);
      if (entry) all.push(entry);
    }
  }
  // Plurals double the rhymes on offer ("hands" / "stands") for words the writer ended on; only the
  // ones people say, so never "mans", "lifes" or "rusts".
  const singulars = new Set(END_NOUNS);
  for (const noun of singulars) {
    const plural = pluralOf(noun);
    if (singulars.has(plural) || !isCommon(plural)) continue;
    const entry = entryFor(plural, 'noun', true);
    if (entry) all.push(entry);
  }
  for (const verb of new Set(END_VERBS)) {
    const forms: [string, VerbForm][] = [
      [verb, 'base'],
      [thirdPersonOf(verb), 'third'],
      [pastOf(verb), 'past'],
    ];
    for (const [word, verbForm] of forms) {
      const entry = entryFor(word, 'verb');
      if (entry) all.push({ ...entry, verbForm });
    }
  }
  const built: RhymeIndex = { all, byKey: new Map(), byVowel: new Map(), byCoda: new Map() };
  for (const e of all) {
    for (const k of e.keys) add(built.byKey, k, e);
    for (const v of e.vowels) add(built.byVowel, v, e);
    for (const c of e.codas) add(built.byCoda, c, e);
  }
  index = built;
  return built;
}

/** Our end words that rhyme with `word`: perfect ones, and slant ones for when nothing perfect fits. */
export function rhymeCandidates(word: string): { perfect: EndWord[]; slant: EndWord[] } {
  const idx = rhymeIndex();
  const lower = word.toLowerCase();
  const variants = pronunciations(lower) ?? [];
  const perfect = new Set<EndWord>();
  const slant = new Set<EndWord>();
  for (const v of variants) {
    const k = keyOfPhones(v);
    for (const e of (k && idx.byKey.get(k)) || []) perfect.add(e);
  }
  for (const v of variants) {
    const vw = vowelOfPhones(v);
    for (const e of (vw && idx.byVowel.get(vw)) || []) if (!perfect.has(e)) slant.add(e);
    const c = codaOfPhones(v);
    for (const e of (c && idx.byCoda.get(c)) || []) if (!perfect.has(e)) slant.add(e);
  }
  const notSelf = (e: EndWord) => e.word !== lower;
  return { perfect: [...perfect].filter(notSelf), slant: [...slant].filter(notSelf) };
}

/** How many other end words share this one's rhyme: a line ending on it is easy to answer. */
export function rhymeFamilySize(entry: EndWord): number {
  const idx = rhymeIndex();
  const words = new Set<string>();
  for (const k of entry.keys) for (const e of idx.byKey.get(k) ?? []) words.add(e.word);
  return words.size - 1;
}
