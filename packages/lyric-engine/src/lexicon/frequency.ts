import { COMMON_WORD_COUNT, WORD_RANKS } from './word-ranks.gen';

/** How common a word is in speech (generated from SUBTLEXus, see scripts/build-word-ranks.ts). */

let ranked: { words: string[]; ranks: Map<string, number> } | null = null;

function rankTable() {
  if (ranked) return ranked;
  const words = WORD_RANKS.split(/\s+/).filter((word) => word !== '');
  ranked = { words, ranks: new Map(words.map((word, rank) => [word, rank])) };
  return ranked;
}

/** The words the panel can offer, most common first: every word speech heard twice that CMU knows. */
export function rankedWords(): readonly string[] {
  return rankTable().words;
}

/** 0 for the most common word; words speech never heard come after every ranked one. */
export function rankOf(word: string): number {
  return rankTable().ranks.get(word) ?? Number.POSITIVE_INFINITY;
}

/**
 * The engine's one notion of a common word (scripts/build-word-ranks.ts: heard 50 times or more in
 * SUBTLEXus, and not mostly a name): what the word panel and its search show unless the writer asks
 * for all, and what the end words added to the banks' are (vocabulary/line-ends.ts).
 */
export function isCommon(word: string): boolean {
  return rankOf(word) < COMMON_WORD_COUNT;
}
