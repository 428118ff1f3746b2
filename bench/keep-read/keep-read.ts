import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * `npm run keep-read -- prepare DUMP DIR [--every N] [--seed S]` and `npm run keep-read -- score DIR`:
 * the blind keep-read of README.md in this folder.
 */
type Pair = {
  set: string;
  index: number;
  song: string;
  kind: string;
  before: string[];
  partial: string;
  engine: string;
  local: string;
};
type Key = { item: number; set: string; index: number; A: 'engine' | 'local'; B: 'engine' | 'local' | null };
const VERDICTS = ['keep', 'edit', 'reject'] as const;
type Verdict = (typeof VERDICTS)[number];

/** A small seeded generator, so a sheet can be made again exactly. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

function prepare(dumpPath: string, dir: string, every: number, seed: number): void {
  const pairs: Pair[] = readFileSync(dumpPath, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const picked = pairs.filter((_, i) => i % every === 0);
  const random = rng(seed);
  const order = picked
    .map((p) => ({ p, r: random() }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.p);
  const sheet: string[] = [
    '# Keep-read sheet',
    '',
    'Read INSTRUCTIONS.md first. One verdict per line offered.',
    '',
  ];
  const keys: Key[] = [];
  order.forEach((p, n) => {
    const item = n + 1;
    const same = p.engine.trim() === p.local.trim();
    const engineFirst = random() < 0.5;
    const [a, b] = engineFirst ? (['engine', 'local'] as const) : (['local', 'engine'] as const);
    const lead = p.partial === '' ? '' : `${p.partial} | `;
    sheet.push(`## Item ${item}`, '', ...p.before.slice(-4).map((l) => `    ${l}`), '');
    if (same) sheet.push(`- A: ${lead}${p.engine || '(nothing offered)'}`, '');
    else
      sheet.push(
        `- A: ${lead}${p[a] || '(nothing offered)'}`,
        `- B: ${lead}${p[b] || '(nothing offered)'}`,
        '',
      );
    keys.push({ item, set: p.set, index: p.index, A: same ? 'engine' : a, B: same ? null : b });
  });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'sheet.md'), `${sheet.join('\n')}\n`);
  writeFileSync(path.join(dir, 'key.json'), `${JSON.stringify(keys, null, 1)}\n`);
  console.log(`${keys.length} items (${keys.filter((k) => k.B === null).length} with one line) in ${dir}`);
}

type Tally = { n: number; keep: number; edit: number };
const blank = (): Tally => ({ n: 0, keep: 0, edit: 0 });
const add = (t: Tally, v: Verdict) => {
  t.n++;
  if (v === 'keep') t.keep++;
  if (v === 'edit') t.edit++;
};
const rates = (t: Tally) => ({
  lines: t.n,
  kept: +(t.keep / Math.max(1, t.n)).toFixed(3),
  keptOrEdited: +((t.keep + t.edit) / Math.max(1, t.n)).toFixed(3),
});

function score(dir: string): void {
  const keys: Key[] = JSON.parse(readFileSync(path.join(dir, 'key.json'), 'utf8'));
  const readers = readdirSync(dir).filter((f) => /^verdicts-.+\.jsonl$/.test(f));
  const table: Record<string, ReturnType<typeof rates>> = {};
  const all = { engine: blank(), local: blank() };
  for (const file of readers) {
    const reader = file.slice('verdicts-'.length, -'.jsonl'.length);
    const mine = { engine: blank(), local: blank() };
    const lines = readFileSync(path.join(dir, file), 'utf8').trim().split('\n');
    const byItem = new Map(
      lines.map((l) => JSON.parse(l) as Record<string, unknown>).map((v) => [v.item, v]),
    );
    for (const key of keys) {
      const v = byItem.get(key.item);
      if (!v) throw new Error(`${file}: no verdict for item ${key.item}`);
      const verdictOf = (slot: 'A' | 'B'): Verdict => {
        const value = v[slot];
        if (!VERDICTS.includes(value as Verdict))
          throw new Error(`${file}: item ${key.item} ${slot} is ${String(value)}`);
        return value as Verdict;
      };
      const a = verdictOf('A');
      // One line shown for both: the same verdict counts for each system.
      const b = key.B === null ? a : verdictOf('B');
      const bSystem = key.B ?? (key.A === 'engine' ? 'local' : 'engine');
      for (const [system, verdict] of [
        [key.A, a],
        [bSystem, b],
      ] as const) {
        add(mine[system], verdict);
        add(all[system], verdict);
      }
    }
    table[`${reader} engine`] = rates(mine.engine);
    table[`${reader} local`] = rates(mine.local);
  }
  table['all engine'] = rates(all.engine);
  table['all local'] = rates(all.local);
  console.table(table);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { every: { type: 'string', default: '1' }, seed: { type: 'string', default: '1' } },
});
const [verb, first, second] = positionals;
if (verb === 'prepare' && first && second) prepare(first, second, Number(values.every), Number(values.seed));
else if (verb === 'score' && first) score(first);
else {
  console.error('usage: keep-read prepare DUMP DIR [--every N] [--seed S] | keep-read score DIR');
  process.exit(2);
}
