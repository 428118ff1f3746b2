/**
 * `npm run bench`: runs every `bench/*.bench.ts` (and with `--all` the load, fault and soak runs
 * too), each with `--json`, and prints one table of their figures; `npm run bench -- --json` prints
 * one JSON line per figure instead. `--save <file>` also writes the JSON lines to a file and
 * `--from <file>` prints a saved run's table again. Other flags (`--only api,library`, or
 * `--duration 3`, which is passed on to every script) are in bench/README.md. Never run in CI:
 * the figures depend on the machine.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { flag, hasFlag } from './lib/args';
import { startPostgres } from './lib/postgres';
import { type Figure, formatFigure, meetsTarget, parseFigure } from './lib/report';
import { ROOT } from './lib/server';
import { loadAverage } from './lib/stats';

const here = import.meta.dirname;
const json = hasFlag('json');
const RUNS = ['load.ts', 'faults.ts', 'soak.ts'];
const OWN_FLAGS = new Set(['--json', '--all', '--only', '--save', '--from']);
const VALUED = new Set(['--only', '--save', '--from']);

type Result = { file: string; figures: Figure[]; code: number };

function scripts(): string[] {
  const benches = readdirSync(here)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort();
  const all = hasFlag('all') ? [...benches, ...RUNS] : benches;
  const only = flag('only')?.split(',');
  return only ? all.filter((f) => only.some((o) => f.startsWith(`${o}.`))) : all;
}

/** Arguments for the scripts: everything not meant for the runner itself. */
function passedOn(): string[] {
  const args = process.argv.slice(2);
  return args.filter((a, i) => !OWN_FLAGS.has(a) && !VALUED.has(args[i - 1] ?? ''));
}

/** Runs one script with --json; figures are collected, every other line goes to stderr. */
function runScript(file: string, env: NodeJS.ProcessEnv): Promise<Omit<Result, 'file'>> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, file), '--json', ...passedOn()], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const figures: Figure[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const figure = parseFigure(line);
    if (figure) figures.push(figure);
    else if (line.trim()) console.error(line);
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ figures, code: code ?? 1 })));
}

/** Runs the scripts against one shared PostgreSQL and returns what each printed. */
async function runAll(): Promise<Result[]> {
  // One PostgreSQL for the scripts that do not need one of their own (faults stops its own).
  const pg = process.env.BENCH_DATABASE_URL ? null : startPostgres(54370);
  const env = {
    ...process.env,
    ...(pg ? { BENCH_DATABASE_URL: pg.url, BENCH_POSTMASTER_PID: String(pg.postmasterPid() ?? '') } : {}),
  };
  const results: Result[] = [];
  for (const file of scripts()) {
    console.error(`\n▶ ${file}`);
    results.push({ file, ...(await runScript(file, env)) });
  }
  pg?.stop();
  return results;
}

/** A saved run (`--save`) read back, to print its table again without rerunning. */
function readSaved(file: string): Result[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  return [{ file: path.basename(file), figures: lines.flatMap((l) => parseFigure(l) ?? []), code: 0 }];
}

const started = Date.now();
const load = await loadAverage();
const from = flag('from');
const results = from ? readSaved(from) : await runAll();
const figures = results.flatMap((r) => r.figures);
const save = flag('save');
if (save) writeFileSync(save, figures.map((f) => `${JSON.stringify(f)}\n`).join(''));
if (json) {
  for (const f of figures) console.log(JSON.stringify(f));
} else {
  console.log(`\n${'figure'.padEnd(52)} ${'value'.padStart(10)} ${'unit'.padEnd(6)} target`);
  for (const r of results) {
    console.log(`— ${r.file}${r.code === 0 ? '' : `  (exited with ${r.code})`}`);
    for (const f of r.figures) console.log(formatFigure(f));
  }
  const judged = figures.map(meetsTarget).filter((v) => v !== null);
  const met = judged.filter(Boolean).length;
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const loadText = from
    ? ''
    : `; ${minutes} min; load average ${load} at start, ${await loadAverage()} at end`;
  console.log(`\n${figures.length} figures; ${met}/${judged.length} targets met${loadText}`);
}
process.exitCode = results.every((r) => r.code === 0) ? 0 : 1;
