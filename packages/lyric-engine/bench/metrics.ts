import { keepsFoot, stanzaMeter } from '../src/form/meter';
import { autocomplete } from '../src/index';
import type { BenchCase } from './cases';
import { cmuRhyme, cmuSyllables, lastWordOf, normalize } from './cmu-check';
import { isFiller, nounsIn, reusesNoun } from './quality-check';

/** One suggestion read against its context: rhyme with the partner, syllables, repeats and quality. */
export type Row = ReturnType<typeof evaluate>;

export const round = (n: number, d = 3) => Math.round(n * 10 ** d) / 10 ** d;

/** Reads the engine's suggestion for the case, or the one given (another writer's, e.g. the local model's). */
export function evaluate(c: BenchCase, suggestion: string = autocomplete(c.input).suggestion) {
  const full = c.kind === 'finish-line' ? `${c.partial} ${suggestion}` : suggestion;
  const rhyme = c.partner ? cmuRhyme(lastWordOf(full), lastWordOf(c.partner)) : null;
  const others = c.before.filter((l) => l.trim() !== '');
  // Syllables are judged against the partner line when there is one, else the stanza's mean.
  const pool = c.partner ? [c.partner] : others;
  const mean = pool.length > 0 ? pool.reduce((s, l) => s + cmuSyllables(l), 0) / pool.length : null;
  const existing = new Set(c.input.lyrics.split('\n').map(normalize).filter(Boolean));
  // The writer's own line is never a repeat, even of a line above: a chorus sung again is the form.
  const isWritersLine = normalize(full) === normalize(c.written);
  // The meter is the stanza's when its lines above show a clear one (form/meter.ts, the margin's
  // reading); the writer's own line is judged the same way, as the human reference.
  const foot = stanzaMeter(others);
  return {
    c,
    suggestion,
    full,
    rhyme,
    syllableOk: mean === null ? null : Math.abs(cmuSyllables(full) - mean) <= 2,
    syllableClose: mean === null ? null : Math.abs(cmuSyllables(full) - mean) <= 1,
    keepsMeter: foot === null ? null : suggestion.trim() === '' ? false : keepsFoot(full, foot),
    writtenKeepsMeter: foot === null ? null : keepsFoot(c.written, foot),
    repeated: existing.has(normalize(full)) && !isWritersLine && c.kind === 'next-line',
    isWritersLine,
    reusedNoun: reusesNoun(suggestion, c.before.slice(-2)),
    filler: suggestion.trim() !== '' && isFiller(full),
    usesImage:
      c.stanza.images.length > 0 &&
      nounsIn(suggestion).some((n) => c.stanza.images.some((i) => nounsIn(i).includes(n))),
    words: suggestion.trim() === '' ? 0 : suggestion.trim().split(/\s+/).length,
  };
}

const share = (xs: readonly unknown[], n: number) => round(xs.length / Math.max(1, n));

/** The share of next-line suggestions that open with the set's most common two words. */
function sameOpeningShare(rows: readonly Row[]): number {
  const openings = rows
    .filter((r) => r.c.kind === 'next-line' && r.suggestion !== '')
    .map((r) => normalize(r.suggestion).split(' ').slice(0, 2).join(' '));
  const counts = new Map<string, number>();
  for (const o of openings) counts.set(o, (counts.get(o) ?? 0) + 1);
  return share(Array(Math.max(0, ...counts.values())), openings.length);
}

export function stats(subset: readonly Row[]) {
  const needRhyme = subset.filter((r) => r.c.partner !== null);
  const measured = subset.filter((r) => r.syllableOk !== null);
  const metered = subset.filter((r) => r.keepsMeter !== null);
  const n = subset.length;
  return {
    contexts: n,
    rhymeContexts: needRhyme.length,
    rhymeHitRate: share(
      needRhyme.filter((r) => r.rhyme !== null),
      needRhyme.length,
    ),
    perfectRate: share(
      needRhyme.filter((r) => r.rhyme === 'perfect'),
      needRhyme.length,
    ),
    syllableWithin2Rate: share(
      measured.filter((r) => r.syllableOk),
      measured.length,
    ),
    syllableWithin1Rate: share(
      measured.filter((r) => r.syllableClose),
      measured.length,
    ),
    /** Contexts whose stanza shows a clear meter, the suggestions in it, and the writer's own lines in it. */
    meterContexts: metered.length,
    meterRate: share(
      metered.filter((r) => r.keepsMeter),
      metered.length,
    ),
    writtenMeterRate: share(
      metered.filter((r) => r.writtenKeepsMeter),
      metered.filter((r) => r.writtenKeepsMeter !== null).length,
    ),
    repeatRate: share(
      subset.filter((r) => r.repeated),
      n,
    ),
    /** The suggestion is the very line the writer wrote (a stanza sung again, mostly). */
    writersLineRate: share(
      subset.filter((r) => r.isWritersLine),
      n,
    ),
    emptyRate: share(
      subset.filter((r) => r.suggestion === ''),
      n,
    ),
    nounReuseRate: share(
      subset.filter((r) => r.reusedNoun),
      n,
    ),
    fillerRate: share(
      subset.filter((r) => r.filler),
      n,
    ),
    sameOpeningShare: sameOpeningShare(subset),
    uniqueRate: share(
      [...new Set(subset.map((r) => r.suggestion))],
      new Set(subset.map((r) => JSON.stringify(r.c.input))).size,
    ),
    maxWords: Math.max(...subset.map((r) => r.words)),
  };
}
