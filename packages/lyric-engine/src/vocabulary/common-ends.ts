import type { EndClass } from '../banks/templates';
import { pronunciations } from '../phonetics/dictionary';
import { codaOfPhones, isVowel, keyOfPhones, vowelOfPhones } from '../phonetics/rhyme';
import { tailOfPhones } from '../phonetics/rhyme-grade';
import type { EndWord } from '../phonetics/rhyme-index';
import { COMMON_ADJECTIVES, COMMON_NOUNS } from './common-words';

/**
 * The wide end-word vocabulary: every noun and adjective common in speech that the CMU dictionary
 * knows (generated list, see scripts/build-language-data.ts), indexed by rhyme key on first use, so
 * an ending our hand-written banks cannot answer still gets a perfect rhyme that a person would say.
 */
type CommonIndex = { byKey: Map<string, EndWord[]>; byVowel: Map<string, EndWord[]>; words: Set<string> };

let index: CommonIndex | null = null;

function entryFor(word: string, cls: EndClass): EndWord | null {
  const variants = pronunciations(word);
  const first = variants?.[0];
  if (!variants || !first) return null;
  const keys = new Set(variants.map(keyOfPhones).filter((k): k is string => k !== null));
  const vowels = new Set(variants.map(vowelOfPhones).filter((v): v is string => v !== null));
  return {
    word,
    cls,
    isNegativeOnly: false,
    isPlural: false,
    keys: [...keys],
    vowels: [...vowels],
    codas: [...new Set(variants.map(codaOfPhones))],
    syllables: first.filter(isVowel).length,
  };
}

function push(map: Map<string, EndWord[]>, key: string, e: EndWord): void {
  const list = map.get(key);
  if (list) list.push(e);
  else map.set(key, [e]);
}

export function commonEnds(): CommonIndex {
  if (index) return index;
  const built: CommonIndex = { byKey: new Map(), byVowel: new Map(), words: new Set() };
  const sources: [string, EndClass][] = [
    [COMMON_NOUNS, 'noun'],
    [COMMON_ADJECTIVES, 'adjective'],
  ];
  for (const [text, cls] of sources) {
    for (const word of text.trim().split(/\s+/)) {
      const e = entryFor(word, cls);
      if (!e) continue;
      built.words.add(word);
      for (const k of e.keys) push(built.byKey, k, e);
      for (const v of e.vowels) push(built.byVowel, v, e);
    }
  }
  index = built;
  return built;
}

/** Common words that rhyme perfectly with `word` and those sharing its stressed vowel. */
export function commonRhymes(word: string): { perfect: EndWord[]; assonant: EndWord[] } {
  const idx = commonEnds();
  const perfect = new Set<EndWord>();
  const assonant = new Set<EndWord>();
  for (const v of pronunciations(word.toLowerCase()) ?? []) {
    // "tomorrow" is answered on its whole ending ("sorrow"), not only its last stress ("go").
    for (const k of [keyOfPhones(v), tailOfPhones(v)])
      for (const e of (k && idx.byKey.get(k)) || []) perfect.add(e);
    const vw = vowelOfPhones(v);
    for (const e of (vw && idx.byVowel.get(vw)) || []) if (!perfect.has(e)) assonant.add(e);
  }
  return { perfect: [...perfect], assonant: [...assonant] };
}

let adjectives: ReadonlySet<string> | null = null;

/** Whether a word is one of the common adjectives ("old", "reckless"): a noun should follow it. */
export function isCommonAdjective(word: string): boolean {
  adjectives ??= new Set(COMMON_ADJECTIVES.trim().split(/\s+/));
  return adjectives.has(word);
}
