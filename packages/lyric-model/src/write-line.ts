import {
  type FormTarget,
  formMisfit,
  formTarget,
  lastWord,
  NEVER_WORDS,
  openingOf,
  rhymeSetFor,
  strikesGrammar,
  withPronunciations,
  wordsOf,
} from '@lyricist/lyric-engine';
import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import { MAX_SUNG_LINE_CHARS } from '@lyricist/shared/constants';
import { bodyBeforeEnd, repeatsItself, saysNever, tidyLine } from './candidates';
import type { LineModel } from './line-model';
import { PREAMBLE_LINES } from './preamble';
import { lyricSheet } from './prompt';
import { songScores } from './rank';

/**
 * How the line's end is kept on a rhyme (issue 32 measured all four: `npm run bench:model -- --strategy`):
 * - `free`: the model's own lines, kept only when they happen to rhyme;
 * - `favour`: the rhyme set's words made likelier wherever the model may use them, so it ends its
 *   own sentence on one more often; each sample also competes ended by the grammar, as in `ending`;
 * - `ending`: the model writes the start of each line, then picks its last word from the rhyme set
 *   (a grammar allows only those words);
 * - `rhyme-first`: the engine's best rhyme word is chosen first and every line ends on it.
 */
export type EndStrategy = 'free' | 'favour' | 'ending' | 'rhyme-first';

export type WriteOptions = { strategy: EndStrategy; samples: number };

export const DEFAULT_WRITE_OPTIONS: WriteOptions = { strategy: 'favour', samples: 4 };

/** The rhyme words a line may end on: the closest first, at most this many in the grammar. */
const RHYME_SET_SIZE = 40;
/** With at least this many perfect rhymes to choose from, the line ends on one of them. */
const MIN_PERFECT = 3;
/** How many candidates that keep the form are read for their likelihood. */
const MAX_SCORED = 4;
/** A line whose last word the grammar chose reads worse than one the model ended itself, as often as not. */
const FORCED_END_COST = 0.4;
/** A syllable of misfit (or a step down in rhyme grade) costs this much log-probability per token. */
const MISFIT_WEIGHT = 0.15;

/** The line shown, how it scored (higher is better) and how many candidates kept the form. */
export type ModelLine = { suggestion: string; score: number; candidates: number };

/** A candidate line, and whether the grammar put its last word there (the model did not choose to stop). */
type Candidate = { line: string; isForced: boolean };

/**
 * The model's line at the cursor with the engine's form: the engine reads the partner line, its
 * rhyme set and the syllable target; the model writes the words; every check the engine keeps
 * (rhyme grade, syllables, no repeat, no identical rhyme, openings, grammar, never-words) filters
 * the candidates, and the model's own likelihood of each in the song, with how much more the song
 * than a blank page makes it expect the line, ranks them. Null when the form already dictates the
 * line (a chorus sung again), the typed line is longer than anyone sings, or no candidate keeps the
 * form: the engine answers then.
 */
export async function writeLine(
  input: AutocompleteInput,
  model: LineModel,
  options: WriteOptions = DEFAULT_WRITE_OPTIONS,
): Promise<ModelLine | null> {
  const own = <T>(run: () => T) => withPronunciations(input.pronunciations, run);
  const target = own(() => formTarget(input));
  if (target.repeat !== null || target.partial.length > MAX_SUNG_LINE_CHARS) return null;
  const sheet = lyricSheet(input);
  // A half-typed line is continued after its last word; the model's text then starts with a space.
  const stem = target.partial === '' ? sheet : sheet.trimEnd();
  const join = target.partial === '' ? '' : ' ';
  const seed = seedOf(sheet);
  const rhymes = rhymeWords(target);
  const raw = await model.continueLine(stem, {
    count: options.samples,
    maxTokens: 4 + target.syllables * 2,
    seed,
    favour: options.strategy === 'favour' ? rhymes : [],
  });
  const bodies = unique(raw.map(tidyLine).filter((l) => l !== ''));
  const candidates = await endLines(bodies, target, rhymes, `${stem}${join}`, model, options.strategy, seed);
  // Reading a line's likelihood costs a pass over the model's 262k-word output per token: the few
  // closest to the form are read, the model's own endings before the grammar's.
  const kept = own(() => keepingForm(candidates, target, input))
    .sort((a, b) => Number(a.isForced) - Number(b.isForced) || a.misfit - b.misfit)
    .slice(0, MAX_SCORED);
  const scores = await songScores(
    model,
    { stem, join, partial: target.partial },
    kept.map((k) => k.line),
  );
  let best: ModelLine | null = null;
  for (const [i, { line, isForced, misfit }] of kept.entries()) {
    const score =
      (scores[i] ?? Number.NEGATIVE_INFINITY) - MISFIT_WEIGHT * misfit - (isForced ? FORCED_END_COST : 0);
    if (!best || score > best.score) best = { suggestion: line, score, candidates: kept.length };
  }
  return best;
}

/** The sampled lines with their ends kept on a rhyme, as the strategy says. */
async function endLines(
  bodies: readonly string[],
  target: FormTarget,
  words: readonly string[],
  lead: string,
  model: LineModel,
  strategy: EndStrategy,
  seed: number,
): Promise<Candidate[]> {
  const asSampled = bodies.map((line) => ({ line, isForced: false }));
  if (strategy === 'free' || target.partner === null) return asSampled;
  if (words.length === 0) return strategy === 'favour' ? asSampled : [];
  const allowed = strategy === 'rhyme-first' ? words.slice(0, 1) : words;
  // Favoured samples that found a rhyme of their own compete with the same samples ended by the grammar.
  const candidates: Candidate[] = strategy === 'favour' ? asSampled : [];
  for (const body of bodies) {
    const start = bodyBeforeEnd(target.partial, body, target.syllables);
    if (start === null) continue;
    const end = await model.chooseEnd(`${lead}${start}`.trimEnd(), allowed, seed);
    if (end !== null) candidates.push({ line: start === '' ? end : `${start} ${end}`, isForced: true });
  }
  return candidates;
}

/** The words that may end a line answering the partner: the engine's graded rhymes, never-words out. */
function rhymeWords(target: FormTarget): string[] {
  const partnerEnd = target.partner === null ? undefined : lastWord(target.partner);
  if (partnerEnd === undefined) return [];
  const graded = rhymeSetFor(partnerEnd).filter((r) => !NEVER_WORDS.has(r.word) && /^[a-z']+$/.test(r.word));
  // A slant rhyme only where the song's sound has few perfect ones, as the engine's own lines do.
  const perfect = graded.filter((r) => r.grade === 1);
  return (perfect.length >= MIN_PERFECT ? perfect : graded).slice(0, RHYME_SET_SIZE).map((r) => r.word);
}

/** The candidates that keep every check the engine's own lines keep, with how far each is from the form. */
function keepingForm(candidates: readonly Candidate[], target: FormTarget, input: AutocompleteInput) {
  const song = input.lyrics.split('\n').filter((l) => l.trim() !== '');
  const openings = new Set(song.map(openingOf));
  // The prompt's own example songs are not this song's to borrow.
  const borrowed = new Set(PREAMBLE_LINES.map(normalized));
  const kept: (Candidate & { misfit: number })[] = [];
  const seen = new Set<string>();
  for (const { line, isForced } of candidates) {
    if (seen.has(line)) continue;
    seen.add(line);
    const misfit = formMisfit(target, line);
    if (misfit === null) continue;
    const whole = target.partial === '' ? line : `${target.partial} ${line}`;
    if (borrowed.has(normalized(whole))) continue;
    if (saysNever(whole, NEVER_WORDS) || repeatsItself(whole) || strikesGrammar(whole)) continue;
    if (target.partial === '' && openings.has(openingOf(line))) continue;
    kept.push({ line, isForced, misfit });
  }
  return kept;
}

const unique = (xs: readonly string[]) => [...new Set(xs)];
const normalized = (line: string) => wordsOf(line).join(' ');

/** The same song always gets the same samples: a hash of its text seeds the sampler. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
