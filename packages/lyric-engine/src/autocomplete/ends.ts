import type { RankedEnd } from '../compose/line-builder';
import { rhymes } from '../phonetics/rhyme';
import { type EndWord, rhymeCandidates, rhymeFamilySize, rhymeIndex } from '../phonetics/rhyme-index';
import type { Rng } from '../util/random';

/**
 * End-word choice. Perfect rhymes beat slant ones by more than a syllable of misfit, so a slant
 * rhyme is used only when no perfect one builds a good line; on-topic words get a small edge.
 */
const SLANT_PENALTY = 4;
const PLURAL_PENALTY = 0.4;
const OFF_TOPIC_PENALTY = 1.2;

function rank(
  entries: readonly EndWord[],
  base: number,
  relevant: ReadonlySet<string>,
  rng: Rng,
): RankedEnd[] {
  return entries
    .map((entry) => ({
      entry,
      penalty:
        base + (relevant.has(entry.word) ? 0 : OFF_TOPIC_PENALTY) + (entry.isPlural ? PLURAL_PENALTY : 0),
    }))
    .map((r) => ({ r, sort: r.penalty + rng() * 1.5 }))
    .sort((a, b) => a.sort - b.sort)
    .map((x) => x.r);
}

/** End words that answer `partner`, perfect first; empty when nothing in our vocabulary rhymes. */
export function rhymingEnds(
  partner: string,
  used: ReadonlySet<string>,
  relevant: ReadonlySet<string>,
  rng: Rng,
): RankedEnd[] {
  const { perfect, slant } = rhymeCandidates(partner);
  const fresh = (e: EndWord) => !used.has(e.word);
  let slantWords = slant.filter(fresh);
  if (perfect.length === 0 && slant.length === 0) {
    // Unknown to the dictionary: fall back to spelling, which rhymes() understands.
    slantWords = rhymeIndex().all.filter((e) => fresh(e) && rhymes(partner, e.word) !== null);
  }
  return [
    ...rank(perfect.filter(fresh), 0, relevant, rng),
    ...rank(slantWords, SLANT_PENALTY, relevant, rng),
  ];
}

/** End words for a line that starts a new rhyme: on-topic, and easy for the next line to answer. */
export function freshEnds(used: ReadonlySet<string>, relevant: ReadonlySet<string>, rng: Rng): RankedEnd[] {
  const pool = rhymeIndex().all.filter((e) => !used.has(e.word) && rhymeFamilySize(e) >= 2);
  return rank(pool, 0, relevant, rng).slice(0, 60);
}
