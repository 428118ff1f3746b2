import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import { pronunciations } from '../phonetics/dictionary';
import { rhymes } from '../phonetics/rhyme';
import { isIdenticalRhyme, RHYME_GRADE_FLOOR, rhymeGrade } from '../phonetics/rhyme-grade';
import { lastWord, normalizeLine } from '../util/text';

/**
 * Reading a song's form: which rhyme scheme its stanzas follow, and so which earlier line of the
 * stanza the next line must rhyme with, or that it must not rhyme. The evidence, strongest first:
 * the stanza's own end words, a repeated section's first time, the scheme the writer set for the
 * song, the song's earlier stanzas, the style director's scheme, and the habit that a lone first line
 * starts a couplet. A writer who set the song to free verse gets no rhyme partner at all.
 */
export type Scheme = 'AABB' | 'ABAB' | 'ABCB' | 'AAAA' | 'AABA';

/** The schemes as the letters of one quatrain; a couplet song reads as AABB two lines at a time. */
const SCHEMES: readonly Scheme[] = ['AABB', 'ABAB', 'ABCB', 'AAAA', 'AABA'];

/** Weights: the stanza's own rhymes outvote any prior; a lone line leans to a couplet. */
const MATCH = 1;
const BROKEN = 1.5;
const EXTRA_RHYME = 0.5;
/** A repeated section (same first line) keeps its form; other stanzas only hint at it. */
const SAME_SECTION_PRIOR = 1.2;
/**
 * The writer's own scheme outweighs every guess (a couplet's third line: AABB or AAAA? a lone line:
 * a couplet?), but a stanza whose own rhymes say otherwise (a couplet in an ABAB song) is read as
 * written: the scheme's broken pair costs as much as the setting gives.
 */
const STATED_PRIOR = 1.5;
const SONG_PRIOR = 0.45;
const STYLE_PRIOR = 0.4;
const COUPLET_HABIT = 0.5;
/**
 * Lines that have not rhymed yet (ABAB or ABCB?): rhyme, since an extra rhyme costs a writer less
 * than a missing one. After a couplet the next line starts a new pair instead.
 */
const RHYME_WHEN_UNSURE = 0.5;

/** Whether two lines' endings rhyme, as a writer building a scheme would mean it. */
export function linesRhyme(a: string, b: string): boolean {
  const wa = lastWord(a) ?? '';
  const wb = lastWord(b) ?? '';
  // Words the dictionary lacks are judged by spelling.
  if (!pronunciations(wa) || !pronunciations(wb)) return rhymes(wa, wb) !== null;
  return rhymeGrade(wa, wb) >= RHYME_GRADE_FLOOR && !isIdenticalRhyme(wa, wb);
}

/** Which pairs of a quatrain's lines rhyme: [i, j, rhymes] for every i < j. */
type Pairs = [number, number, boolean][];

function pairsOf(lines: readonly string[]): Pairs {
  const pairs: Pairs = [];
  for (let j = 1; j < lines.length; j++)
    for (let i = 0; i < j; i++) pairs.push([i, j, linesRhyme(lines[i] as string, lines[j] as string)]);
  return pairs;
}

/** How well a quatrain's rhymes agree with a pattern: + for each kept rhyme, - for each broken one. */
function fit(pattern: string, pairs: Pairs): number {
  let score = 0;
  for (const [i, j, rhyme] of pairs) {
    if (pattern[i] === pattern[j]) score += rhyme ? MATCH : -BROKEN;
    else if (rhyme) score -= EXTRA_RHYME;
  }
  return score;
}

/** The scheme the song's finished stanzas follow, if any of them shows one. */
export function songScheme(stanzas: readonly (readonly string[])[]): Scheme | null {
  const totals = new Map<Scheme, number>();
  for (const stanza of stanzas) {
    if (stanza.length < 2) continue;
    for (let q = 0; q < stanza.length; q += 4) {
      const pairs = pairsOf(stanza.slice(q, q + 4));
      for (const s of SCHEMES) totals.set(s, (totals.get(s) ?? 0) + fit(s, pairs));
    }
  }
  let best: Scheme | null = null;
  let bestScore = 0;
  for (const s of SCHEMES) {
    const score = totals.get(s) ?? 0;
    if (score > bestScore) [best, bestScore] = [s, score];
  }
  return best;
}

/** The nearest earlier position of the quatrain with the same letter as position `j`. */
function partnerIn(pattern: string, j: number): number | null {
  for (let i = j - 1; i >= 0; i--) if (pattern[i] === pattern[j]) return i;
  return null;
}
const hasPartner = (pattern: string, j: number) => partnerIn(pattern, j) !== null;

export type FormReading = { scheme: Scheme | 'FREE'; partner: number | null };

/** What the song says of its form besides its lines: the style director's and the writer's scheme. */
export type FormPriors = Pick<AutocompleteInput, 'style' | 'rhymeScheme'>;

/**
 * Which earlier line (an index into `before`) the line at `before.length` must rhyme with.
 * `earlier` are the song's stanzas above this one.
 */
export function readForm(
  before: readonly string[],
  earlier: readonly (readonly string[])[],
  { style, rhymeScheme: stated = null }: FormPriors,
): FormReading {
  if (stated === 'FREE') return { scheme: 'FREE', partner: null };
  const position = before.length;
  const start = position - (position % 4);
  const quatrain = before.slice(start);
  const first = normalizeLine(before[0] ?? '');
  const repeated = earlier.filter((st) => first !== '' && normalizeLine(st[0] ?? '') === first);
  const fromSection = songScheme(repeated);
  const fromSong = songScheme(earlier);
  const pairs = pairsOf(quatrain);
  const unrhymed = pairs.every(([, , rhyme]) => !rhyme);
  let best: Scheme = 'AABB';
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const s of SCHEMES) {
    const score =
      fit(s, pairs) +
      (s === fromSection ? SAME_SECTION_PRIOR : 0) +
      (s === fromSong ? SONG_PRIOR : 0) +
      (unrhymed && hasPartner(s, position - start) ? RHYME_WHEN_UNSURE : 0) +
      (s === stated ? STATED_PRIOR : 0) +
      (s === style?.rhymeScheme ? STYLE_PRIOR : 0) +
      (quatrain.length === 1 && s[1] === 'A' ? COUPLET_HABIT : 0);
    if (score > bestScore) [best, bestScore] = [s, score];
  }
  const partner = partnerIn(best, position - start);
  return { scheme: best, partner: partner === null ? null : start + partner };
}
