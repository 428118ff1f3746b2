import { MAX_WORD_LETTERS } from '@lyricist/shared/constants';
import { dictionary } from 'cmu-pronouncing-dictionary';
import { LRUCache } from 'lru-cache';
import { trimChars } from '../util/text';

/**
 * CMU dictionary access. The module is imported once with the engine; everything derived from it
 * (per-word variants, indexes) is built lazily and cached, so only words we touch cost anything.
 */

export type Phones = readonly string[];

// Keyed by whatever writers type, so bounded: a working vocabulary fits many times over.
export const WORD_CACHE_SIZE = 20_000;
const UNKNOWN: Phones[] = [];
const cache = new LRUCache<string, Phones[]>({ max: WORD_CACHE_SIZE });

function raw(key: string): string | undefined {
  // `dictionary['__proto__']` is Object.prototype, so membership must be an own-property check.
  return Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
}

/** The dictionary's own variants of a word but its weak forms, without derived forms or the cache. */
export function exactVariants(word: string): Phones[] | null {
  const first = raw(word);
  if (first === undefined) return null;
  const variants: Phones[] = [first.split(' ')];
  for (let n = 2; n < 6; n++) {
    const next = raw(`${word}(${n})`);
    if (next === undefined) break;
    variants.push(next.split(' '));
  }
  // A weak form ("years" as Y ER0 Z, "good" as G IH0 D, "for" as F ER0) is how a word is slurred
  // mid-phrase, never how it is sung at a line's end; rhymed on, it would pair "years" with "church"
  // and "good" with "kid". A word with no stressed form at all ("the") keeps what it has.
  const stressed = variants.filter((v) => v.some((p) => /[12]$/.test(p)));
  return stressed.length > 0 ? stressed : variants;
}

function withSuffix(base: string, phones: readonly string[]): Phones[] | null {
  const variants = exactVariants(base);
  return variants ? variants.map((v) => [...v, ...phones]) : null;
}

/** Singers drop g's and add 's; those spellings are not in the dictionary, their sources are. */
function derived(word: string): Phones[] | null {
  const bare = trimChars(word, "'");
  if (bare !== word) {
    const direct = exactVariants(bare);
    if (direct) return direct;
  }
  if (/in'?$/.test(word)) {
    const ing = exactVariants(word.replace(/in'?$/, 'ing'));
    if (ing) return ing;
  }
  if (word.endsWith("'s")) return withSuffix(word.slice(0, -2), ['Z']);
  if (word.endsWith('s') && word.length > 3) return withSuffix(word.slice(0, -1), ['Z']);
  if (word.endsWith('ed') && word.length > 4) return withSuffix(word.slice(0, -2), ['D']);
  return null;
}

/**
 * All pronunciations of a cleaned, lowercase word; null when the dictionary cannot place it. A word
 * longer than any real one is unknown at once, and never cached.
 */
export function pronunciations(word: string): Phones[] | null {
  if (word.length > MAX_WORD_LETTERS) return null;
  const hit = cache.get(word);
  if (hit !== undefined) return hit === UNKNOWN ? null : hit;
  // "lovin'" is a sung "loving", even though the dictionary also lists "lovin" as a surname.
  const dropped = word.endsWith("in'") ? exactVariants(`${word.slice(0, -1)}g`) : null;
  const found = dropped ?? exactVariants(word) ?? derived(word);
  cache.set(word, found ?? UNKNOWN);
  return found;
}
