import { dictionary } from 'cmu-pronouncing-dictionary';

/**
 * CMU dictionary access. The module is imported once with the engine; everything derived from it
 * (per-word variants, indexes) is built lazily and cached, so only words we touch cost anything.
 */

export type Phones = readonly string[];

const cache = new Map<string, Phones[] | null>();

function raw(key: string): string | undefined {
  // `dictionary['__proto__']` is Object.prototype, so membership must be an own-property check.
  return Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
}

function exactVariants(word: string): Phones[] | null {
  const first = raw(word);
  if (first === undefined) return null;
  const variants: Phones[] = [first.split(' ')];
  for (let n = 2; n < 6; n++) {
    const next = raw(`${word}(${n})`);
    if (next === undefined) break;
    variants.push(next.split(' '));
  }
  return variants;
}

function withSuffix(base: string, phones: readonly string[]): Phones[] | null {
  const variants = exactVariants(base);
  return variants ? variants.map((v) => [...v, ...phones]) : null;
}

/** Singers drop g's and add 's; those spellings are not in the dictionary, their sources are. */
function derived(word: string): Phones[] | null {
  const bare = word.replace(/^'+|'+$/g, '');
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

/** All pronunciations of a cleaned, lowercase word; null when the dictionary cannot place it. */
export function pronunciations(word: string): Phones[] | null {
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  // "lovin'" is a sung "loving", even though the dictionary also lists "lovin" as a surname.
  const dropped = word.endsWith("in'") ? exactVariants(`${word.slice(0, -1)}g`) : null;
  const found = dropped ?? exactVariants(word) ?? derived(word);
  cache.set(word, found);
  return found;
}

export function isKnownWord(word: string): boolean {
  return pronunciations(word) !== null;
}
