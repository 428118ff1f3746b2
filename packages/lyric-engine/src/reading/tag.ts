import { createRequire } from 'node:module';
import type nlpModule from 'compromise/two';

/** Part-of-speech tags from compromise, over a bounded slice: tagging costs ~1 ms per 100 characters. */

type Nlp = typeof nlpModule;
let tagger: Nlp | null = null;
/**
 * compromise is loaded on the first message read, not with the engine: it is a third of the engine's
 * cold load, and ghost text (the first thing a writer sees) never tags.
 */
function nlp(text: string) {
  tagger ??= createRequire(import.meta.url)('compromise/two') as Nlp;
  return tagger(text);
}

export type Tagged = { text: string; normal: string; post: string; tags: ReadonlySet<string> };

/** Characters handed to the tagger per call; past it the reading falls back to the word banks. */
export const TAG_BUDGET_CHARS = 700;

/** Tagged sentences of `text`, cut at the last sentence end inside the budget. */
export function tagSentences(text: string, budget = TAG_BUDGET_CHARS): Tagged[][] {
  if (text.trim() === '' || budget <= 0) return [];
  let slice = text.slice(0, budget);
  if (text.length > budget) {
    const end = Math.max(slice.lastIndexOf('. '), slice.lastIndexOf('? '), slice.lastIndexOf('! '));
    if (end > budget / 3) slice = slice.slice(0, end + 1);
  }
  return nlp(slice).docs.map((terms) =>
    terms.map((t) => ({
      text: t.text,
      normal: t.normal,
      post: t.post ?? '',
      tags: t.tags ?? new Set<string>(),
    })),
  );
}
