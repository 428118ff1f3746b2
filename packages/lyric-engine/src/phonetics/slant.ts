/**
 * How close two different rhyme endings sound (an ending runs from a stressed vowel to the end of the
 * word, stress digits stripped: "AA R T", "AY ER"), in the spirit of Hirjee & Brown's rhyme scoring:
 * the stressed vowel matters most, then how alike the sounds after it are. rhyme-grade.ts grades
 * words with it; a perfect rhyme (equal endings) never gets here.
 */

/** Consonants a singer hears as near each other: voiced / unvoiced pairs and the nasals. */
const FAMILY: Record<string, string> = {
  P: 'p',
  B: 'p',
  T: 't',
  D: 't',
  K: 'k',
  G: 'k',
  F: 'f',
  V: 'f',
  TH: 'f',
  DH: 'f',
  S: 's',
  Z: 's',
  SH: 's',
  ZH: 's',
  CH: 's',
  JH: 's',
  M: 'n',
  N: 'n',
  NG: 'n',
  L: 'l',
  R: 'r',
};

const family = (sounds: readonly string[]) => sounds.map((p) => FAMILY[p] ?? p).join(' ');
const isVowelSound = (p: string) => 'AEIOU'.includes(p.charAt(0));

const LIGHT_ENDS = new Set(['T', 'D', 'S', 'Z']);
/** The coda's consonant families without a final t, d, s or z; null when it has none to drop. */
const dropLight = (coda: readonly string[]) =>
  LIGHT_ENDS.has(coda[coda.length - 1] as string) ? family(coda.slice(0, -1)) : null;

function codaCloseness(a: readonly string[], b: readonly string[]): number {
  const ca = a.join(' ');
  const cb = b.join(' ');
  if (ca === cb) return 1;
  if (ca === '' || cb === '') return 0.2;
  if (family(a) === family(b)) return 0.8;
  // Singers drop a final t, d, s or z ("world" / "girl", "land" / "man", "heart" / "star").
  if (family(a) === dropLight(b) || family(b) === dropLight(a)) return 0.6;
  const last = (sounds: readonly string[]) => family(sounds.slice(-1));
  return last(a) === last(b) ? 0.6 : 0.1;
}

/** The consonants after the last vowel. */
function codaOf(sounds: readonly string[]): string[] {
  let i = sounds.length;
  while (i > 0 && !isVowelSound(sounds[i - 1] as string)) i--;
  return sounds.slice(i);
}

/**
 * After the stressed vowel, unstressed syllables must end alike for a slant rhyme: "fire" / "driver"
 * (ER), "baby" / "crazy" (IY), "tomorrow" / "hollow" (OW); "fire" / "friday" only share the vowel.
 */
function afterCloseness(a: readonly string[], b: readonly string[]): number {
  if (family(a) === family(b)) return 0.8;
  const lastA = a.slice(a.findLastIndex(isVowelSound));
  const lastB = b.slice(b.findLastIndex(isVowelSound));
  if (lastA.join(' ') === lastB.join(' ')) return 0.6;
  return lastA[0] === lastB[0] ? 0.3 : 0.1;
}

/** The number of syllables after the stressed vowel: 0 in "heart", 1 in "fire" (AY ER). */
export function syllablesAfterStress(ending: string): number {
  return syllablesAfter(ending.split(' '));
}

function syllablesAfter(sounds: readonly string[]): number {
  let vowels = 0;
  for (const p of sounds) if (isVowelSound(p)) vowels++;
  return vowels - 1;
}

/**
 * 0.5 + 0.4 × closeness for the same stressed vowel and as many syllables after it; 0.5 for the vowel
 * alone ("love" / "impulsive": the final consonants close different syllables); 0.35 for the same
 * final consonants under another vowel (consonance, "heart" / "hurt"); else 0.
 */
export function endingCloseness(a: string, b: string): number {
  return soundsCloseness(a.split(' '), b.split(' '));
}

/** endingCloseness of endings already split into their sounds, for comparing one with many. */
export function soundsCloseness(sa: readonly string[], sb: readonly string[]): number {
  if (sa[0] !== sb[0]) return codaCloseness(codaOf(sa), codaOf(sb)) === 1 ? 0.35 : 0;
  const after = syllablesAfter(sa);
  if (after !== syllablesAfter(sb)) return 0.5;
  return (
    0.5 +
    0.4 * (after === 0 ? codaCloseness(codaOf(sa), codaOf(sb)) : afterCloseness(sa.slice(1), sb.slice(1)))
  );
}
