import { type Phones, pronunciations } from './dictionary';
import { isVowel, keyOfPhones } from './rhyme';
import { endingCloseness } from './slant';

/**
 * How close two words rhyme, from 0 (not at all) to 1 (perfect), in the spirit of Hirjee & Brown's
 * rhyme scoring: the stressed vowel matters most, then how alike the final consonants sound. And the
 * identical-rhyme check: "land" / "wasteland" and "night" / "tonight" share the sound before the
 * stressed vowel too, so they repeat a word rather than rhyme with it.
 */

/**
 * The sounds from the last primary stress: "tomorrow" -> "AA R OW", where the rhyme key (last stress
 * of any kind) is only "OW". A multi-syllable rhyme ("tomorrow" / "sorrow") matches on this.
 */
export function tailOfPhones(phones: Phones): string | null {
  let i = phones.length - 1;
  while (i >= 0 && !(phones[i] as string).endsWith('1')) i--;
  return i < 0
    ? null
    : phones
        .slice(i)
        .map((p) => p.replace(/\d/, ''))
        .join(' ');
}

/**
 * The grade of two pronunciations; `rhymeGrade` takes the best over every pair of two words'. Endings
 * that differ are compared from the last stress ("heart" / "hard"), and from the main stress when a
 * secondary one follows it ("tomorrow" / "hollow": AA R OW / AA L OW, where the keys are OW / AA L OW).
 */
export function gradePhones(a: Phones, b: Phones): number {
  const ka = keyOfPhones(a);
  const kb = keyOfPhones(b);
  if (ka !== null && ka === kb) return 1;
  const ta = tailOfPhones(a);
  const tb = tailOfPhones(b);
  if (ta !== null && ta === tb) return 1;
  const byKey = ka !== null && kb !== null ? endingCloseness(ka, kb) : 0;
  const byTail = ta !== null && tb !== null && (ta !== ka || tb !== kb) ? endingCloseness(ta, tb) : 0;
  return Math.max(byKey, byTail);
}

/** The best grade over every pronunciation pair; 0 for the same word or a word the dictionary lacks. */
export function rhymeGrade(a: string, b: string): number {
  const wa = a.toLowerCase();
  const wb = b.toLowerCase();
  if (wa === wb) return 0;
  let best = 0;
  for (const x of pronunciations(wa) ?? [])
    for (const y of pronunciations(wb) ?? []) best = Math.max(best, gradePhones(x, y));
  return best;
}

/** Two-consonant onsets English allows ("br", "st", "fl"); "tl" in "wasteland" splits as "t" + "l". */
const ONSET_PAIRS: Record<string, readonly string[]> = {
  R: ['P', 'B', 'T', 'D', 'K', 'G', 'F', 'TH', 'SH'],
  L: ['P', 'B', 'K', 'G', 'F', 'S'],
  W: ['T', 'D', 'K', 'G', 'S', 'TH'],
};
const isOnsetPair = (a: string, b: string) =>
  (ONSET_PAIRS[b]?.includes(a) ?? false) || (a === 'S' && ['P', 'T', 'K', 'M', 'N'].includes(b));

/**
 * The onset of the last stressed syllable ("land" and "wasteland" both "L"; "" when it starts on the
 * vowel), or with `primary` of the last syllable with the main stress.
 */
function onsetOfPhones(phones: Phones, primary = false): string | null {
  const stressed = primary ? /1$/ : /[12]$/;
  let i = phones.length - 1;
  while (i >= 0 && !stressed.test(phones[i] as string)) i--;
  if (i < 0) return null;
  const last = phones[i - 1];
  if (last === undefined || isVowel(last)) return '';
  const previous = phones[i - 2];
  return previous !== undefined && !isVowel(previous) && isOnsetPair(previous, last)
    ? `${previous} ${last}`
    : last;
}

/**
 * The grade from which two endings count as a rhyme (same stressed vowel, similar coda). Below it they
 * only share a vowel ("school" / "roof"): a slant rhyme in name only, and nothing a form is built on.
 */
export const RHYME_GRADE_FLOOR = 0.6;

/** Whether `word` ends in unstressed syllables after its main stress, and `other` keeps them. */
export function keepsMultiSyllable(word: string, other: string): boolean {
  const tails = new Set((pronunciations(word.toLowerCase()) ?? []).map(tailOfPhones));
  return (pronunciations(other.toLowerCase()) ?? []).some((p) => tails.has(tailOfPhones(p)));
}

/**
 * Whether the two words sound the same from the consonant before the stressed vowel on: no rhyme.
 * When the whole ending from the main stress matches ("tomorrow" / "borrow"), that is where the rhyme
 * starts, so the consonant before the main stress decides, not the one before a later secondary
 * stress (both "R OW").
 */
export function isIdenticalRhyme(a: string, b: string): boolean {
  const wa = a.toLowerCase();
  const wb = b.toLowerCase();
  if (wa === wb) return true;
  for (const x of pronunciations(wa) ?? []) {
    for (const y of pronunciations(wb) ?? []) {
      const sameTail = tailOfPhones(x) !== null && tailOfPhones(x) === tailOfPhones(y);
      if (!sameTail && keyOfPhones(x) !== keyOfPhones(y)) continue;
      const ox = onsetOfPhones(x, sameTail);
      if (ox !== null && ox !== '' && ox === onsetOfPhones(y, sameTail)) return true;
    }
  }
  return false;
}
