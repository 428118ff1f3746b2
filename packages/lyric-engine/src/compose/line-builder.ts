import { MAX_SUGGESTION_WORDS } from '@lyricist/shared/constants';
import { CONJUNCTIONS, PRE_VERB } from '../banks/function-words';
import type { Template } from '../banks/templates';
import { breaksGrammar } from '../language-model/clauses';
import { readSyntax } from '../language-model/syntax';
import { lineSyllables } from '../phonetics/syllables';
import { pick, pickFront } from '../util/random';
import { countWords, normalizeLine, wordsOf } from '../util/text';
import { isCommonAdjective } from '../vocabulary/line-ends';
import { farness } from '../vocabulary/word-vectors';
import { corpusCandidates } from './corpus-lines';
import { endFits } from './end-fit';
import { fill } from './fill';
import { isPluralPhrase } from './grammar';
import {
  MELODY_SCALE,
  melodyMisfitCost,
  melodySyllableMisfit,
  STRONG_BEAT_COST,
  strongBeatsMissed,
} from './melody-fit';
import { phraseCandidates } from './phrase-lines';
import { contentWords, echoes, isFiller, nounsOf } from './quality';
import type { BuildRequest, Built, RankedEnd } from './types';
import { openingOf, senseScore } from './variety';

export type { BuildRequest, Built, Material, RankedEnd } from './types';

/** "The barn is cold" says less than "the barn still stands at night": a small handicap. */
const ADJECTIVE_LINE = 1;
/**
 * "I think about the gate" keeps a rhyme but says little: worth it only when nothing richer rhymes,
 * not even a slant one ("I thought about the hoof" loses to "That's when I knew the truth").
 */
const PLAIN_FRAME = 4.5;
/**
 * "I made a mistake" ends the way people talk; "I heard the phone by the lake" ends where the rhyme
 * put it. An idiom line gets a small edge over a tail or a plain frame on the same rhyme: half a
 * syllable of fit, less than an image (IMAGE_BONUS) or a point of sense, so it never beats a line
 * built on the writer's own words, and the variety rules still see every other shape.
 */
const IDIOM_LINE = 1;
/** Idiom tries per template: its best few rhyme words, a few times each (the slots vary the line). */
const IDIOM_ENDS = 4;
const IDIOM_TRIES = 3;
/** Opening like another line of the song reads as a formula. */
const SONG_OPENING = 3;
/** A stanza's first line opening on "and" or "but": worth less than any other line that fits. */
const ANSWERS_NOTHING = 6;
/** A point of sense (log-odds per word over chance) is worth a syllable and a half of fit. */
const SENSE_WEIGHT = 3;

/**
 * Grammar below what nine in ten human lines reach (0.7 on the tuning and first held-out songs: log-odds
 * per word of the line's word classes over chance) costs a syllable per point. Above it nothing is
 * gained: the plainest frames ("I think about the X") would win on grammar alone.
 */
const SYNTAX_FLOOR = 0.7;
const SYNTAX_WEIGHT = 2;

/** The writer's own images are worth a syllable and a half of misfit. */
const IMAGE_BONUS = 3;
const FUTURE_ONLY = new Set(['someday', 'tomorrow']);

type Usable = { t: Template; ends: RankedEnd[]; penalty: number };

function usableTemplates(req: BuildRequest): Usable[] {
  const { feel } = req.material;
  return req.templates
    .filter((t) => !t.feels || t.feels.includes(feel))
    .map((t) => ({
      t,
      ends: req.ends.filter((e) => endFits(t, e, req)),
      penalty:
        (req.role && t.roles && !t.roles.includes(req.role) ? 2.5 : 0) +
        (t.end === 'adjective' && t.needs === 'thing' ? ADJECTIVE_LINE : 0) +
        (t.plain ? PLAIN_FRAME * (req.melody ? MELODY_SCALE : 1) : 0) -
        (t.needs === 'idiom' ? IDIOM_LINE : 0),
    }))
    .filter((u) => u.ends.length > 0);
}

/** "weekends", "cold weekends": the noun an ending opens with, past one adjective, is plural. */
function startsPlural(text: string): boolean {
  const [first = '', second = ''] = wordsOf(text);
  return isPluralPhrase(isCommonAdjective(first) && second !== '' ? second : first);
}

/** Rejects what a writer would strike at once; '' is rejected too. */
function isUsable(req: BuildRequest, text: string, end: string, said: ReadonlySet<string>): boolean {
  if (text === '' || countWords(text) >= MAX_SUGGESTION_WORDS) return false;
  if (req.needsVowelStart && !/^[aeiou]/i.test(text)) return false;
  if (req.needsConsonantStart && /^[aeiou]/i.test(text)) return false;
  if (req.needsSingular && startsPlural(text)) return false;
  if (req.opensWithVerb?.(text)) return false;
  const full = `${req.prefix} ${text}`;
  const words = wordsOf(full);
  // "You never | still hold your eyes": a second adverb where the writer's verb should come.
  const joint = words.length - wordsOf(text).length;
  if (joint > 0 && [words[joint - 1], words[joint]].every((w) => PRE_VERB.has(w ?? ''))) return false;
  // The rhyme word said twice in one line sounds like a stumble, not a rhyme.
  if (words.indexOf(end) !== words.length - 1) return false;
  if (words.some((w, i) => i > 0 && w === words[i - 1])) return false;
  // "I miss him when I miss the hay": the ending should not say the start's words again.
  if (said.size > 0 && contentWords(text).some((w) => said.has(w))) return false;
  // "Someday" and "tomorrow" only close a line that looks ahead.
  if (FUTURE_ONLY.has(end) && !/'ll|\bwill\b|gonna/.test(full)) return false;
  if (isFiller(full) || req.existing.has(words.join(' '))) return false;
  // A noun the two lines above just said reads as an echo, not a new image.
  if (req.avoid && nounsOf(text).some((w) => req.avoid?.has(w))) return false;
  return !echoes(full, req.existing);
}

/**
 * What a made line's nouns cost for sitting far from the song's meaning, as a rhyme word does: "I
 * feel the rain in the playground" in a song about a storm pays for "playground". The writer's own
 * images are the song's by definition.
 */
function offSong(req: BuildRequest, text: string, images: ReadonlySet<string>): number {
  const { meaning } = req;
  if (!meaning) return 0;
  return nounsOf(text)
    .filter((w) => !images.has(w))
    .reduce((cost, w) => cost + farness(w, meaning), 0);
}

/** Sense and grammar are judged on the whole line the writer will read, their own words included. */
const wholeLine = (req: BuildRequest, text: string) => (req.prefix === '' ? text : `${req.prefix} ${text}`);

/** How far a line of `syllables` is from the length the line must have: the melody's range, else the target. */
const syllableMisfit = (req: BuildRequest, syllables: number) =>
  req.melody ? melodySyllableMisfit(req.melody, syllables) : Math.abs(syllables - req.target);

/** What the line's length and stress cost against the melody, or against the stanza's count. */
function fitCost(req: BuildRequest, text: string, syllables: number): number {
  if (!req.melody) return Math.abs(syllables - req.target) * 2;
  const missed = strongBeatsMissed(req.melody, wholeLine(req, text));
  return melodyMisfitCost(melodySyllableMisfit(req.melody, syllables)) + missed * STRONG_BEAT_COST;
}

/**
 * Scores a candidate: syllable fit first, then the writer's own images (a bonus), nouns the stanza
 * already used (a penalty), the same opening as the line above (a penalty), and how well its words
 * follow each other.
 */
function scoreOf(
  req: BuildRequest,
  text: string,
  syllables: number,
  penalty: number,
  images: ReadonlySet<string>,
  previous: string,
) {
  const words = contentWords(text);
  const usesImage = words.some((w) => images.has(w));
  const nouns = nounsOf(text);
  const stale = nouns.filter((w) => req.stale?.has(w)).length;
  const opening = openingOf(text);
  // `previous` is the line above's opening, read once per build: that line may be very long.
  const sameOpening = previous !== '' && opening === previous;
  const songOpening = req.openings?.has(opening) ?? false;
  const sense = senseScore(wholeLine(req, text));
  // "And I keep the sheets…" opening a stanza answers a line that is not there.
  const answersNothing = req.prefix === '' && req.previous === '' && CONJUNCTIONS.has(wordsOf(text)[0] ?? '');
  return (
    fitCost(req, text, syllables) +
    penalty -
    (usesImage ? IMAGE_BONUS : 0) +
    stale +
    (sameOpening ? 1.5 : 0) +
    (songOpening ? SONG_OPENING : 0) +
    (answersNothing ? ANSWERS_NOTHING : 0) -
    sense * SENSE_WEIGHT +
    req.rng() * 0.8
  );
}

/** What the line's grammar costs on top of its score; null when the whole line breaks grammar. */
function grammarCost(req: BuildRequest, text: string): number | null {
  const syntax = readSyntax(wholeLine(req, text));
  if (breaksGrammar(syntax.tags)) return null;
  return Math.max(0, SYNTAX_FLOOR - syntax.score) * SYNTAX_WEIGHT;
}

/**
 * Offering the passed-over line again reads as a loop: the best other line that fits the syllable
 * count as well replaces it when it costs at most OFFERED more. Others are kept by misfit, so a
 * cheaper line one syllable off cannot hide one that fits as well.
 */
const OFFERED = 3;
function replacement(
  req: BuildRequest,
  best: Built | null,
  others: ReadonlyMap<number, Built>,
): Built | null {
  if (!best || normalizeLine(best.text) !== req.offered) return null;
  const fitting = [...others]
    .filter(([misfit]) => misfit <= syllableMisfit(req, best.syllables))
    .map(([, b]) => b)
    .sort((x, y) => x.score - y.score)[0];
  return fitting && fitting.score - best.score <= OFFERED ? fitting : null;
}

/**
 * Generates candidate lines (typed templates and the writer's own phrases) and keeps the best,
 * with seeded jitter so the choice varies between songs but not between calls.
 */
export function buildLine(req: BuildRequest): Built | null {
  const usable = usableTemplates(req);
  const imageWords = new Set(req.material.images.flatMap(contentWords));
  const said = new Set(contentWords(req.prefix));
  const prefixSyllables = req.prefix.trim() === '' ? 0 : lineSyllables(req.prefix);
  let best: Built | null = null;
  // The best lines, by syllable misfit, that are not the one we offered one line up, which the
  // writer passed over.
  const others = new Map<number, Built>();
  // Read once per build, not per candidate: the line above may be as long as the whole lyrics.
  const previousOpening = req.previous ? openingOf(req.previous) : '';
  // A written line was weighed against the song when it was drawn (corpus-lines storyCost).
  const consider = (text: string, end: string, penalty: number, isWritten = false) => {
    if (!isUsable(req, text, end, said)) return;
    if (req.requireImage && imageWords.size > 0 && !contentWords(text).some((w) => imageWords.has(w))) return;
    const syllables = prefixSyllables + lineSyllables(text);
    const cost = isWritten ? penalty : penalty + offSong(req, text, imageWords);
    const base = scoreOf(req, text, syllables, cost, imageWords, previousOpening);
    // Grammar only ever adds cost, so a line that cannot beat the best so far is not read for it:
    // the tagger runs on a few candidates per build, not on all of them.
    const misfit = syllableMisfit(req, syllables);
    const rival = others.get(misfit)?.score ?? Number.POSITIVE_INFINITY;
    const canWin = !best || base < best.score || (req.offered !== undefined && base < rival);
    if (!canWin) return;
    const grammar = grammarCost(req, text);
    if (grammar === null) return;
    const score = base + grammar;
    if (!best || score < best.score) best = { text, end, syllables, score };
    if (req.offered === undefined || normalizeLine(text) === req.offered) return;
    if (score < rival) others.set(misfit, { text, end, syllables, score });
  };
  for (const c of phraseCandidates(req)) consider(c.text, c.end, c.penalty);
  const drawn = usable.filter((u) => u.t.needs !== 'idiom');
  for (let i = 0; i < req.attempts && drawn.length > 0; i++) {
    const u = pick(req.rng, drawn);
    const ranked = u && pickFront(req.rng, u.ends);
    if (!u || !ranked) continue;
    consider(fill(u.t, ranked.entry, req), ranked.entry.word, ranked.penalty + u.penalty);
  }
  // Few rhyme words close an idiom, so each is tried on its own after the draws: the draws, and so
  // every line no idiom beats, stay what they were.
  for (const u of usable.filter((x) => x.t.needs === 'idiom'))
    for (const ranked of u.ends.slice(0, IDIOM_ENDS))
      for (let k = 0; k < IDIOM_TRIES; k++)
        consider(fill(u.t, ranked.entry, req), ranked.entry.word, ranked.penalty + u.penalty);
  // Written lines come last for the same reason: every line none of them beats stays what it was.
  for (const c of corpusCandidates(req)) consider(c.text, c.end, c.penalty, true);
  return replacement(req, best, others) ?? best;
}
