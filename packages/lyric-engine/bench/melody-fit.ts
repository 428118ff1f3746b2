import type { MelodyTarget } from '@lyricist/shared/ai/contracts';
import { MAX_MELODY_SYLLABLES } from '@lyricist/shared/constants';
import { autocomplete, lineStress, lineSyllables } from '../src/index';
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

/** Every set without and with a melody; a table (or one JSON line with --json), tuning sets' lines with --all. */
export function melodyBench(names: readonly string[] = Object.keys(BENCH_SETS)): void {
  const result: Record<string, { without: ReturnType<typeof figures>; melody: ReturnType<typeof figures> }> =
    {};
  const lines: string[] = [];
  for (const name of names) {
    const cases = BENCH_SETS[name]?.() ?? [];
    const melodies = cases.map((c) => melodyOf(c.written));
    const linked = cases.map((c, i) => read(c, melodies[i] as MelodyTarget, true));
    result[name] = {
      without: figures(cases.map((c, i) => read(c, melodies[i] as MelodyTarget, false))),
      melody: figures(linked),
    };
    if (!TUNING_SETS.has(name)) continue;
    for (const r of linked) {
      const count = lineSyllables(r.full);
      const mark = count === r.melody.syllables ? '' : ` [${count}/${r.melody.syllables}]`;
      lines.push(
        `${r.c.stanza.name.padEnd(11)} ${r.c.partial === '' ? '' : `${r.c.partial} | `}${r.suggestion}${mark}`,
      );
    }
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result));
    return;
  }
  const table: Record<string, ReturnType<typeof figures>> = {};
  for (const [name, r] of Object.entries(result)) {
    table[`${name}${TUNING_SETS.has(name) ? ' (tuning)' : ''} without`] = r.without;
    table[`${name}${TUNING_SETS.has(name) ? ' (tuning)' : ''} melody`] = r.melody;
  }
  console.table(table);
  if (process.argv.includes('--all')) for (const line of lines) console.log(line);
}
