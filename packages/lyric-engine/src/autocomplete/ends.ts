import { MAX_WORD_LETTERS } from '@lyricist/shared/constants';
import { LRUCache } from 'lru-cache';
import type { RankedEnd } from '../compose/line-builder';
import {
  isIdenticalRhyme,
  keepsMultiSyllable,
  RHYME_GRADE_FLOOR,
  rhymeGrade,
} from '../phonetics/rhyme-grade';
import type { Rng } from '../util/random';
import { type EndWord, endIndex, endRhymes, rhymeFamilySize } from '../vocabulary/line-ends';

/**
 * End-word choice. Perfect rhymes from our hand-written banks come first (their words know which
 * frames they fit), then perfect rhymes from the wide common vocabulary, then slant rhymes graded by
 * how close they sound. A slant rhyme costs more than a syllable of misfit, so it is used only when
 * no perfect one builds a good line; on-topic words get a small edge.
 */
const COMMON_PENALTY = 1;
const SLANT_PENALTY = 4;
const PLURAL_PENALTY = 0.4;
const PARTIAL_ENDING_PENALTY = 1.5;
const OFF_TOPIC_PENALTY = 1.2;

/** An end word and what it costs before the song's own choices (how close it rhymes, how common). */
type Priced = { e: EndWord; base: number };

function rank(priced: readonly Priced[], relevant: ReadonlySet<string>, rng: Rng): RankedEnd[] {
  return priced
    .map(({ e: entry, base }) => ({
      entry,
      penalty:
        base + (relevant.has(entry.word) ? 0 : OFF_TOPIC_PENALTY) + (entry.isPlural ? PLURAL_PENALTY : 0),
    }))
    .map((r) => ({ r, sort: r.penalty + rng() * 1.5 }))
    .sort((a, b) => a.sort - b.sort)
    .map((x) => x.r);
}

/** What answers one partner word (never an identical rhyme), before the song's own choices: the same on every call. */
type Answers = { perfect: readonly Priced[]; wide: readonly Priced[]; slant: readonly Priced[] };

/**
 * Grading every slant candidate, and testing each for an identical rhyme, was a fifth of a line's cost:
 * a partner word is read once (a few hundred entries, some 12 KB; 500 partners at most).
 */
const answersCache = new LRUCache<string, Answers>({ max: 500 });

function answersTo(partner: string): Answers {
  const hit = answersCache.get(partner);
  if (hit) return hit;
  const { perfect, soundAlikes } = endRhymes(partner);
  const banked = new Set([...perfect, ...soundAlikes].filter((e) => e.isBanked).map((e) => e.word));
  const other = (e: EndWord) => !isIdenticalRhyme(e.word, partner);
  const wide = (e: EndWord) => !e.isBanked && !banked.has(e.word);
  // After "tomorrow", "sorrow" beats "go": the whole ending rhymes, not just its last beat.
  const whole = (e: EndWord) => (keepsMultiSyllable(partner, e.word) ? 0 : PARTIAL_ENDING_PENALTY);
  const answers: Answers = {
    perfect: perfect.filter((e) => e.isBanked && other(e)).map((e) => ({ e, base: whole(e) })),
    wide: perfect.filter((e) => wide(e) && other(e)).map((e) => ({ e, base: COMMON_PENALTY + whole(e) })),
    slant: [...soundAlikes.filter((e) => e.isBanked), ...soundAlikes.filter(wide)]
      .map((e) => ({ e, grade: rhymeGrade(e.word, partner) }))
      .filter((x) => x.grade >= RHYME_GRADE_FLOOR && x.grade < 1 && other(x.e))
      .map(({ e, grade }) => ({ e, base: SLANT_PENALTY + 4 * (1 - grade) })),
  };
  if (partner.length <= MAX_WORD_LETTERS) answersCache.set(partner, answers);
  return answers;
}

/**
 * End words that answer `partner`, perfect first; never the partner itself or an identical rhyme.
 * `slantScale` prices slant rhymes against a costlier syllable (a memo's phrase, compose/melody-fit.ts).
 */
export function rhymingEnds(
  partner: string,
  used: ReadonlySet<string>,
  relevant: ReadonlySet<string>,
  rng: Rng,
  slantScale = 1,
): RankedEnd[] {
  const answers = answersTo(partner);
  const fresh = (x: Priced) => !used.has(x.e.word);
  const slant =
    slantScale === 1 ? answers.slant : answers.slant.map((x) => ({ ...x, base: x.base * slantScale }));
  return [answers.perfect, answers.wide, slant].flatMap((xs) => rank(xs.filter(fresh), relevant, rng));
}

/** The ends among `ends` that rhyme perfectly with `partner`, each priced as it was: the slant ones left out. */
export function perfectAnswers(partner: string, ends: readonly RankedEnd[]): RankedEnd[] {
  const answers = answersTo(partner);
  const perfect = new Set([...answers.perfect, ...answers.wide].map((x) => x.e.word));
  return ends.filter((r) => perfect.has(r.entry.word));
}

let answerableEnds: readonly EndWord[] | null = null;
/** Bank end words that at least two others rhyme with: the same for every call, so found once. */
function answerable(): readonly EndWord[] {
  answerableEnds ??= endIndex().words.filter((e) => e.isBanked && rhymeFamilySize(e) >= 2);
  return answerableEnds;
}

/**
 * End words for a line that starts a new rhyme: on-topic, and easy for the next line to answer;
 * `allowed` lets the form rule sounds out (a bridge leaves the verses' sounds).
 */
export function freshEnds(
  used: ReadonlySet<string>,
  relevant: ReadonlySet<string>,
  rng: Rng,
  allowed: (e: EndWord) => boolean = () => true,
): RankedEnd[] {
  const pool = answerable().filter((e) => !used.has(e.word) && allowed(e));
  return rank(
    pool.map((e) => ({ e, base: 0 })),
    relevant,
    rng,
  ).slice(0, 60);
}

/** A word that answers a partner word, with how closely it rhymes (1 perfect, down to the slant floor). */
export type GradedRhyme = { word: string; grade: number };

/**
 * Every end word that may answer `partner` and how close it sounds, perfect rhymes first and the
 * banks' words before the wide vocabulary's; never the partner itself or an identical rhyme. The
 * language model's line ends on one of these (packages/lyric-model).
 */
export function rhymeSetFor(partner: string): GradedRhyme[] {
  const answers = answersTo(partner.toLowerCase());
  const graded = (x: Priced) => ({ word: x.e.word, grade: rhymeGrade(x.e.word, partner) });
  const byWord = new Map<string, GradedRhyme>();
  for (const x of [...answers.perfect, ...answers.wide, ...answers.slant])
    if (!byWord.has(x.e.word)) byWord.set(x.e.word, graded(x));
  return [...byWord.values()];
}
