import { MAX_WORD_LETTERS } from '@lyricist/shared/constants';
import { type Phones, pronunciations } from './dictionary';

/** Rhyme keys from CMU phones: what a singer hears at the end of a line. */

export type RhymeKind = 'perfect' | 'slant';

const VOWEL = /^[A-Z]{2}[012]$/;

export function isVowel(phone: string): boolean {
  return VOWEL.test(phone);
}

function lastStressedIndex(phones: Phones): number {
  for (let i = phones.length - 1; i >= 0; i--) {
    const p = phones[i] as string;
    if (p.endsWith('1') || p.endsWith('2')) return i;
  }
  for (let i = phones.length - 1; i >= 0; i--) if (isVowel(phones[i] as string)) return i;
  return -1;
}

const strip = (p: string) => p.replace(/\d/, '');

/** Phones from the last stressed vowel to the end, stress digits removed: "night" -> "AY T". */
export function keyOfPhones(phones: Phones): string | null {
  const i = lastStressedIndex(phones);
  return i < 0 ? null : phones.slice(i).map(strip).join(' ');
}

/** The stressed vowel, for assonance ("time" / "line"). */
export function vowelOfPhones(phones: Phones): string | null {
  const i = lastStressedIndex(phones);
  return i < 0 ? null : strip(phones[i] as string);
}

/** Consonants after the last vowel, for consonance ("heart" / "hurt"); empty for open endings. */
export function codaOfPhones(phones: Phones): string {
  const coda: string[] = [];
  for (let i = phones.length - 1; i >= 0 && !isVowel(phones[i] as string); i--)
    coda.unshift(phones[i] as string);
  return coda.join(' ');
}

const SPELLED_VOWELS = 'aeiouy';
const isSpelledVowel = (c: string) => SPELLED_VOWELS.includes(c);

/**
 * Spelling fallback for words the dictionary lacks: the last vowel group onward, marked with '~',
 * where a final silent e belongs to the group before it ("stone" -> "~one"); null for a word longer
 * than any real one. A backwards scan: the pattern it replaces backtracked quadratically.
 */
function spellingKey(word: string): string | null {
  if (word.length > MAX_WORD_LETTERS) return null;
  const letters = word.replace(/[^a-z]/g, '');
  const n = letters.length;
  const silentE = n >= 2 && letters[n - 1] === 'e' && !isSpelledVowel(letters[n - 2] as string);
  let start = silentE ? n - 1 : n;
  while (start > 0 && !isSpelledVowel(letters[start - 1] as string)) start--;
  if (start === 0) return silentE ? '~e' : null;
  while (start > 0 && isSpelledVowel(letters[start - 1] as string)) start--;
  return `~${letters.slice(start)}`;
}

/** The word's main rhyme key (first pronunciation); spelling fallback for unknown words. */
export function rhymeKey(word: string): string | null {
  const variants = pronunciations(word);
  const first = variants?.[0];
  return first ? keyOfPhones(first) : spellingKey(word);
}

function kindOf(a: Phones, b: Phones): RhymeKind | null {
  const ka = keyOfPhones(a);
  if (ka !== null && ka === keyOfPhones(b)) return 'perfect';
  if (vowelOfPhones(a) === vowelOfPhones(b) && vowelOfPhones(a) !== null) return 'slant';
  const ca = codaOfPhones(a);
  if (ca !== '' && ca === codaOfPhones(b)) return 'slant';
  return null;
}

/**
 * Whether two words rhyme, trying every pronunciation pair: perfect when the sounds from the last
 * stressed vowel match, slant for assonance (same stressed vowel) or consonance (same final
 * consonants). The same word twice is not a rhyme: a repeated end word is a refrain, not a rhyme.
 */
export function rhymes(a: string, b: string): RhymeKind | null {
  if (a.length > MAX_WORD_LETTERS || b.length > MAX_WORD_LETTERS) return null;
  const wa = a.toLowerCase();
  const wb = b.toLowerCase();
  if (wa === wb) return null;
  const pa = pronunciations(wa);
  const pb = pronunciations(wb);
  if (!pa || !pb) {
    const ka = spellingKey(wa);
    return ka !== null && ka === spellingKey(wb) ? 'perfect' : null;
  }
  let best: RhymeKind | null = null;
  for (const x of pa) {
    for (const y of pb) {
      const k = kindOf(x, y);
      if (k === 'perfect') return k;
      if (k) best = k;
    }
  }
  return best;
}

/**
 * What rhymes() compares, as keys for grouping many words at once. Two different words rhyme
 * exactly when both are known and share a sound key (a stressed vowel, or final consonants), or
 * when either is unknown and their spelling keys match.
 */
export type RhymeSounds = { known: boolean; sounds: string[]; spelling: string | null };

export function rhymeSounds(word: string): RhymeSounds {
  if (word.length > MAX_WORD_LETTERS) return { known: false, sounds: [], spelling: null };
  const w = word.toLowerCase();
  const variants = pronunciations(w);
  const sounds = new Set<string>();
  for (const v of variants ?? []) {
    const vowel = vowelOfPhones(v);
    if (vowel !== null) sounds.add(`v ${vowel}`);
    const coda = codaOfPhones(v);
    if (coda !== '') sounds.add(`c ${coda}`);
  }
  return { known: variants !== null, sounds: [...sounds], spelling: spellingKey(w) };
}
