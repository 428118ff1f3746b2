import type { MelodyTarget } from '@lyricist/shared/ai/contracts';
import { MAX_MELODY_SYLLABLES } from '@lyricist/shared/constants';
import { autocomplete, lineStress, lineSyllables, withDraw } from '../src/index';
import type { BenchCase } from './cases';
import { evaluate, round, stats } from './metrics';
import { BENCH_SETS, TUNING_SETS } from './sets';

/**
 * `npm run bench:engine -- --melody`: ghost text on a stanza linked to a memo (issue 35, R-ghost-10).
 * Every context gets the melody the songwriter's own next line fits: as many notes as that line has
 * syllables (the engine's count) and a strong note on each of its stressed syllables (the engine's
 * stress reading). Each set is read twice, the same contexts without a melody and with it: syllables
 * equal to the phrase's, within one, strong notes on stressed syllables, and the form and variety
 * figures. Held-out sets print figures only; `--all` prints the tuning sets' lines.
 *
 * One draw of a set moves its figures by chance: a one-word change to a template moves the share of
 * lines opening alike by up to 0.03 either way. `--draws N` reads every context N times, each draw seeded
 * differently (the engine's own answer is draw 0), and prints each figure's mean over the draws with its
 * spread (max − min), so "no worse with a melody" is read against the figure's own noise.
 */

/** The melody a line fits exactly: its syllables, and its stressed syllables as the strong notes. */
export function melodyOf(line: string): MelodyTarget {
  const stress = lineStress(line).slice(0, MAX_MELODY_SYLLABLES);
  const strong = [...stress].flatMap((digit, i) => (digit === '1' ? [i] : []));
  return { syllables: Math.min(MAX_MELODY_SYLLABLES, Math.max(1, lineSyllables(line))), strong };
}

const withMelody = (c: BenchCase): BenchCase => ({
  ...c,
  input: { ...c.input, melody: melodyOf(c.written) },
});

type Read = { c: BenchCase; melody: MelodyTarget; suggestion: string; full: string };

function read(c: BenchCase, melody: MelodyTarget, isLinked: boolean): Read {
  const suggestion = autocomplete(isLinked ? withMelody(c).input : c.input).suggestion;
  const full = c.kind === 'finish-line' ? `${c.partial} ${suggestion}` : suggestion;
  return { c, melody, suggestion, full };
}

/** How the suggestions fit the melody, and the usual form and variety figures of the same rows. */
function figures(reads: readonly Read[]) {
  const n = Math.max(1, reads.length);
  const off = reads.map((r) => Math.abs(lineSyllables(r.full) - r.melody.syllables));
  const strong = reads.flatMap((r) => {
    const stress = lineStress(r.full);
    return r.melody.strong.map((i) => stress[i] === '1');
  });
  const { contexts, rhymeContexts, rhymeHitRate, perfectRate, sameOpeningShare, repeatRate, emptyRate } =
    stats(reads.map((r) => evaluate(r.c, r.suggestion)));
  return {
    contexts,
    exactRate: round(off.filter((d) => d === 0).length / n),
    within1Rate: round(off.filter((d) => d <= 1).length / n),
    strongStressRate: round(strong.filter(Boolean).length / Math.max(1, strong.length)),
    rhymeContexts,
    rhymeHitRate,
    perfectRate,
    sameOpeningShare,
    repeatRate,
    emptyRate,
  };
}

type Figures = ReturnType<typeof figures>;

/** Each figure's mean over the draws, and its spread (max − min) under `${name}Spread`. */
function overDraws(draws: readonly Figures[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(draws[0] ?? {}) as (keyof Figures)[]) {
    const xs = draws.map((d) => d[key]);
    out[key] = round(xs.reduce((a, b) => a + b, 0) / xs.length);
    if (draws.length > 1 && key !== 'contexts' && key !== 'rhymeContexts')
      out[`${key}Spread`] = round(Math.max(...xs) - Math.min(...xs));
  }
  return out;
}

function drawCount(): number {
  const arg = process.argv.find((a) => a.startsWith('--draws='));
  return arg ? Math.max(1, Number.parseInt(arg.slice('--draws='.length), 10) || 1) : 1;
}

/** Every set without and with a melody; a table (or one JSON line with --json), tuning sets' lines with --all. */
export function melodyBench(names: readonly string[] = Object.keys(BENCH_SETS)): void {
  const draws = drawCount();
  const result: Record<string, { without: Record<string, number>; melody: Record<string, number> }> = {};
  const lines: string[] = [];
  for (const name of names) {
    const cases = BENCH_SETS[name]?.() ?? [];
    const melodies = cases.map((c) => melodyOf(c.written));
    const without: Figures[] = [];
    const melody: Figures[] = [];
    for (let d = 0; d < draws; d++)
      withDraw(d, () => {
        without.push(figures(cases.map((c, i) => read(c, melodies[i] as MelodyTarget, false))));
        const linked = cases.map((c, i) => read(c, melodies[i] as MelodyTarget, true));
        melody.push(figures(linked));
        if (d === 0 && TUNING_SETS.has(name)) lines.push(...linked.map(lineOf));
      });
    result[name] = { without: overDraws(without), melody: overDraws(melody) };
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result));
    return;
  }
  const table: Record<string, Record<string, number>> = {};
  for (const [name, r] of Object.entries(result)) {
    table[`${name}${TUNING_SETS.has(name) ? ' (tuning)' : ''} without`] = r.without;
    table[`${name}${TUNING_SETS.has(name) ? ' (tuning)' : ''} melody`] = r.melody;
  }
  console.table(table);
  if (process.argv.includes('--all')) for (const line of lines) console.log(line);
}

/** A tuning line as `--all` prints it: its stanza, the writer's words, the suggestion, a miss marked. */
function lineOf(r: Read): string {
  const count = lineSyllables(r.full);
  const mark = count === r.melody.syllables ? '' : ` [${count}/${r.melody.syllables}]`;
  return `${r.c.stanza.name.padEnd(11)} ${r.c.partial === '' ? '' : `${r.c.partial} | `}${r.suggestion}${mark}`;
}
