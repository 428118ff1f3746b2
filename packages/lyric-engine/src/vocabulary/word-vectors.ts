import { readFileSync } from 'node:fs';
import { rankOf } from '../lexicon/frequency';
import { DIMENSIONS, VECTOR_WORDS } from './word-vectors-data.gen';

/**
 * What words mean, as GloVe vectors (scripts/build-word-vectors.ts): how near a word sits to a song's
 * words tells a bakery's "tray" from a "bay" that only rhymes.
 */
let table: Int8Array | null = null;

function vectorOf(word: string): Int8Array | undefined {
  const rank = rankOf(word);
  if (rank >= VECTOR_WORDS) return undefined;
  if (!table) {
    const file = readFileSync(new URL('./word-vectors.bin', import.meta.url));
    table = new Int8Array(file.buffer, file.byteOffset, file.byteLength);
  }
  const v = table.subarray(rank * DIMENSIONS, (rank + 1) * DIMENSIONS);
  return v.some((x) => x !== 0) ? v : undefined;
}

/** A song's meaning: the sum of its words' unit vectors, and how often each word went into it. */
export type Meaning = { sum: Float32Array; squared: number; counts: ReadonlyMap<string, number> };

/** The meaning of a song's words; null when none of them has a vector. */
export function meaningOf(words: Iterable<string>): Meaning | null {
  const sum = new Float32Array(DIMENSIONS);
  const counts = new Map<string, number>();
  for (const word of words) {
    const v = vectorOf(word);
    if (!v) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
    for (let i = 0; i < DIMENSIONS; i++) sum[i] = (sum[i] ?? 0) + (v[i] ?? 0) / 127;
  }
  const squared = sum.reduce((total, x) => total + x * x, 0);
  return counts.size === 0 ? null : { sum, squared, counts };
}

/**
 * Cosine of a word with the rest of the song, -1 to 1: the word's own uses are left out, or every word
 * the song already says would look like the best fit. Undefined without a vector or without the rest.
 */
export function nearness(word: string, meaning: Meaning): number | undefined {
  const v = vectorOf(word);
  if (!v) return undefined;
  let dot = 0;
  let own = 0;
  for (let i = 0; i < DIMENSIONS; i++) {
    const x = (v[i] ?? 0) / 127;
    dot += x * (meaning.sum[i] ?? 0);
    own += x * x;
  }
  const k = meaning.counts.get(word) ?? 0;
  const rest = meaning.squared - 2 * k * dot + k * k * own;
  return rest < 1e-6 ? undefined : (dot - k * own) / Math.sqrt(own * rest);
}

/**
 * How near (cosine) a word must sit to the song's meaning to read as part of the song: in a bakery
 * song "tray" scores 0.62 and "bay" 0.05; at a birthday "bake" 0.41 and "lake" -0.10. Each tenth short
 * of it costs FAR_WEIGHT / 10: about a syllable of misfit for "bay".
 */
const NEAR = 0.3;
const FAR_WEIGHT = 6;

/** What a word costs for sitting far from the song's meaning; nothing for a word without a vector. */
export function farness(word: string, meaning: Meaning | null): number {
  const near = meaning ? nearness(word, meaning) : undefined;
  return near === undefined ? 0 : Math.max(0, NEAR - near) * FAR_WEIGHT;
}
