import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { autocomplete } from '@lyricist/lyric-engine';
import type { BenchCase } from '@lyricist/lyric-engine/bench/cases';
import { evaluate, round, stats } from '@lyricist/lyric-engine/bench/metrics';
import { BENCH_SETS } from '@lyricist/lyric-engine/bench/sets';
import { loadLlamaModel } from '../src/llama-model';
import { DEFAULT_MODEL_PATH } from '../src/model-file';
import { DEFAULT_WRITE_OPTIONS, type EndStrategy, writeLine } from '../src/write-line';
import { autocompleteDraws, judgeLines } from './judge';

/**
 * The engine and the local model side by side (issue 32), on the engine bench's sets: the same form
 * figures for the engine's line and for what AI_PROVIDER=local shows (the model's line, or the
 * engine's where the model has none), how often the model's line is the one shown, and the time a
 * line takes in process; `--strategy judge` measures the model as a judge instead, picking among four
 * of the engine's own lines. `npm run bench:model -- --sets heldOut5,heldOut6 [--strategy favour]
 * [--samples 6] [--every 1] [--json] [--print] [--dump FILE]`; `--dump` writes every pair as JSON
 * lines for the keep-read (bench/keep-read/).
 */

const { values: args } = parseArgs({
  options: {
    sets: { type: 'string', default: Object.keys(BENCH_SETS).join(',') },
    strategy: { type: 'string', default: DEFAULT_WRITE_OPTIONS.strategy },
    samples: { type: 'string', default: String(DEFAULT_WRITE_OPTIONS.samples) },
    every: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
    print: { type: 'boolean', default: false },
    dump: { type: 'string' },
    model: { type: 'string', default: DEFAULT_MODEL_PATH },
  },
});

const pct = (xs: readonly number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

/** How many of the engine's lines the model judges among with `--strategy judge`. */
const JUDGED_DRAWS = 4;
const isJudge = args.strategy === 'judge';
const options = { strategy: args.strategy as EndStrategy, samples: Number(args.samples) };
/** The model's line: written by it inside the engine's form, or, as a judge, chosen among the engine's. */
const modelLine = (c: BenchCase) =>
  isJudge
    ? judgeLines(c.input, autocompleteDraws(c.input, JUDGED_DRAWS), model)
    : writeLine(c.input, model, options);
const model = await loadLlamaModel(path.resolve(args.model), 2);
const results: Record<string, unknown> = {};
const dump: string[] = [];
for (const name of args.sets.split(',')) {
  const make = BENCH_SETS[name];
  if (!make) throw new Error(`no set ${name}: one of ${Object.keys(BENCH_SETS).join(', ')}`);
  const cases = make().filter((_, i) => i % Number(args.every) === 0);
  const engineRows = [];
  const localRows = [];
  const engineMs: number[] = [];
  const modelMs: number[] = [];
  let modelShown = 0;
  for (const [index, c] of cases.entries()) {
    let t = performance.now();
    const engine = autocomplete(c.input).suggestion;
    engineMs.push(performance.now() - t);
    t = performance.now();
    const line = await modelLine(c);
    modelMs.push(performance.now() - t);
    const shown = line?.suggestion ?? engine;
    if (shown !== engine) modelShown++;
    engineRows.push(evaluate(c, engine));
    localRows.push(evaluate(c, shown));
    const { name: song } = c.stanza;
    dump.push(
      JSON.stringify({
        set: name,
        index,
        song,
        kind: c.kind,
        before: c.before,
        partial: c.partial,
        engine,
        local: shown,
        source: shown === engine ? 'engine' : 'model',
      }),
    );
    if (args.print)
      console.log(
        `${song.padEnd(14)} ${c.partial ? `${c.partial} | ` : ''}E: ${engine}  ||  L: ${shown}${line ? ` (${round(line.score, 2)})` : ' (engine)'}`,
      );
  }
  results[name] = {
    engine: stats(engineRows),
    local: stats(localRows),
    modelShownRate: round(modelShown / Math.max(1, cases.length)),
    engineP50Ms: round(pct(engineMs, 50), 1),
    localP50Ms: round(pct(modelMs, 50), 0),
    localP95Ms: round(pct(modelMs, 95), 0),
  };
}
await model.close();
if (args.dump) writeFileSync(args.dump, `${dump.join('\n')}\n`);
if (args.json) console.log(JSON.stringify({ options, sets: results }));
else
  for (const [name, r] of Object.entries(results) as [string, Record<string, unknown>][]) {
    const { engine, local, ...rest } = r as { engine: Record<string, number>; local: Record<string, number> };
    console.log(`--- ${name} ${JSON.stringify(rest)}`);
    console.table({ engine, local });
  }
