import { countWordSyllables } from '@lyricist/shared/lyrics/syllables';
import { dictionary } from 'cmu-pronouncing-dictionary';

/**
 * An independent reading of the CMU dictionary for the benchmark and the tests, so the engine's
 * rhymes and syllables are judged by the dictionary itself rather than by the engine's own claim.
 */

const has = (k: string) => Object.hasOwn(dictionary, k);

function clean(word: string): string {
  return word
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^a-z']/g, '')
    .replace(/^'+|'+$/g, '');
}

export function cmuVariants(raw: string): string[][] {
  const word = clean(raw);
  const keys = [word, word.replace(/in'?$/, 'ing')];
  for (const k of keys) {
    if (!has(k)) continue;
    const out = [(dictionary[k] as string).split(' ')];
    for (let n = 2; has(`${k}(${n})`); n++) out.push((dictionary[`${k}(${n})`] as string).split(' '));
    return out;
  }
  return [];
}

const isVowel = (p: string) => /\d$/.test(p);

/** From the last primary stress: "tomorrow" / "sorrow" rhyme on "AA R OW". */
function primaryTail(phones: string[]): string {
  const i = phones.findLastIndex((p) => p.endsWith('1'));
  return i < 0
    ? ''
    : phones
        .slice(i)
        .map((p) => p.replace(/\d/, ''))
        .join(' ');
}

function tail(phones: string[]): { rhyme: string; vowel: string; coda: string } | null {
  let i = phones.length - 1;
  while (i >= 0 && !/[12]$/.test(phones[i] as string)) i--;
  if (i < 0) return null;
  const coda: string[] = [];
  for (let j = phones.length - 1; j >= 0 && !isVowel(phones[j] as string); j--)
    coda.unshift(phones[j] as string);
  const strip = (p: string) => p.replace(/\d/, '');
  return {
    rhyme: phones.slice(i).map(strip).join(' '),
    vowel: strip(phones[i] as string),
    coda: coda.join(' '),
  };
}

/** Perfect: same sounds from the last stressed vowel (or from the last primary stress). Slant: same stressed vowel, or same final consonants. */
export function cmuRhyme(a: string, b: string): 'perfect' | 'slant' | null {
  if (clean(a) === clean(b)) return null;
  let kind: 'perfect' | 'slant' | null = null;
  for (const pa of cmuVariants(a)) {
    for (const pb of cmuVariants(b)) {
      const ta = tail(pa);
      const tb = tail(pb);
      if (!ta || !tb) continue;
      if (ta.rhyme === tb.rhyme || (primaryTail(pa) !== '' && primaryTail(pa) === primaryTail(pb)))
        return 'perfect';
      if (ta.vowel === tb.vowel || (ta.coda !== '' && ta.coda === tb.coda)) kind = 'slant';
    }
  }
  return kind;
}

export function lastWordOf(line: string): string {
  const words = line
    .split(/[\s-]+/)
    .map(clean)
    .filter((w) => /[a-z]/.test(w));
  return words[words.length - 1] ?? '';
}

/** Syllables by CMU vowel count, the margin heuristic (R-syllables-1) for words the dictionary lacks. */
export function cmuSyllables(line: string): number {
  return line
    .split(/[\s-]+/)
    .map(clean)
    .filter((w) => /[a-z]/.test(w))
    .reduce((sum, w) => {
      const v = cmuVariants(w)[0];
      return sum + (v ? v.filter(isVowel).length : countWordSyllables(w));
    }, 0);
}

export function normalize(line: string): string {
  return line
    .toLowerCase()
    .replace(/[^a-z' ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
