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

/** Spelling fallback for words the dictionary lacks: last vowel group onward, marked with '~'. */
function spellingKey(word: string): string | null {
  const m = word.replace(/[^a-z]/g, '').match(/[aeiouy]+[^aeiouy]*e?$/);
  return m ? `~${m[0]}` : null;
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
