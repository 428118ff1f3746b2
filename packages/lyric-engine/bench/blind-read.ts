import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { autocomplete } from '../src/index';
import { createRng } from '../src/util/random';
import { type BenchCase, tuningCases } from './cases';
import { heldOutCases } from './held-out/cases';
import { HELD_OUT_2_TEXT } from './held-out-2/songs';
import { HELD_OUT_3_TEXT } from './held-out-3/songs';
import { HELD_OUT_4_TEXT } from './held-out-4/songs';
import { HELD_OUT_5_TEXT } from './held-out-5/songs';
import { TUNING_2_TEXT } from './tuning-2/songs';

/**
 * A blind reading of what an engine change does to the lines writers get. Figures say whether a line
 * rhymes and scans; only a reader says whether anyone would sing it, and a reader who knows which line
 * is new reads what they hope to see.
 *
 *   npm run bench:read -- dump old.json     (on the engine before the change; stash it or use a worktree)
 *   npm run bench:read -- dump new.json     (after it)
 *   npm run bench:read -- pairs old.json new.json [dir]
 *   npm run bench:read -- score dir/key.json judged.jsonl
 *
 * `dump` writes every suggestion of the tuning set, the first held-out set and the second tuning set
 * (tuning-2/, ids `tuning-2-<n>`); `--held-out-2` to `--held-out-5` dumps that set instead, for a final
 * evaluation only (never tune on it). `pairs` writes
 * dir/pairs.md, every context whose suggestion changed with its stanza and the two lines as A and B in
 * a seeded random order, and dir/key.json. The reader answers each item in judged.jsonl without the key:
 * {"id": "tuning-0", "better": "A" | "B" | "same", "keepA": false, "keepB": true}.
 * `score` prints how often the new line was better, worse or the same, and how many of each were kept.
 */

type Row = {
  id: string;
  name: string;
  before: string[];
  partial: string;
  images: readonly string[];
  suggestion: string;
};

function rowsOf(set: string, cases: readonly BenchCase[]): Row[] {
  return cases.map((c, i) => ({
    id: `${set}-${i}`,
    name: c.stanza.name,
    before: c.before.slice(-4),
    partial: c.partial,
    images: c.stanza.images,
    suggestion: autocomplete(c.input).suggestion,
  }));
}

/** The final sets `dump` writes instead of the tuning and first held-out sets and tuning-2, each by its flag. */
const FINAL_SETS: readonly (readonly [string, string])[] = [
  ['held-out-2', HELD_OUT_2_TEXT],
  ['held-out-3', HELD_OUT_3_TEXT],
  ['held-out-4', HELD_OUT_4_TEXT],
  ['held-out-5', HELD_OUT_5_TEXT],
];

function dump(file: string, finalSet: readonly [string, string] | undefined): void {
  const rows = finalSet
    ? rowsOf(finalSet[0], heldOutCases(finalSet[1]))
    : [
        ...rowsOf('tuning', tuningCases()),
        ...rowsOf('held-out', heldOutCases()),
        ...rowsOf('tuning-2', heldOutCases(TUNING_2_TEXT)),
      ];
  writeFileSync(file, JSON.stringify(rows, null, 1));
  console.log(`${rows.length} suggestions in ${file}`);
}

function pairs(oldFile: string, newFile: string, dir: string): void {
  const before = JSON.parse(readFileSync(oldFile, 'utf8')) as Row[];
  const after = new Map((JSON.parse(readFileSync(newFile, 'utf8')) as Row[]).map((r) => [r.id, r]));
  // Seeded, so the same two dumps always give the same file.
  const rng = createRng(before.length);
  const key: Record<string, 'new-is-A' | 'new-is-B'> = {};
  const items: string[] = [];
  for (const old of before) {
    const next = after.get(old.id);
    if (!next || next.suggestion === old.suggestion) continue;
    const newFirst = rng() < 0.5;
    key[old.id] = newFirst ? 'new-is-A' : 'new-is-B';
    const [a, b] = newFirst ? [next, old] : [old, next];
    const task = old.partial ? 'finish the line the writer started' : 'write the next line';
    const shown = (r: Row) => (old.partial ? `${old.partial} **${r.suggestion}**` : `**${r.suggestion}**`);
    const stanza =
      old.before.map((l) => `    ${l}`).join('\n') || '    (nothing above: this opens the stanza)';
    const images = old.images.join(', ') || 'none';
    items.push(
      `## ${old.id} — song "${old.name}" (${task}; images: ${images})\n${stanza}\n  A: ${shown(a)}\n  B: ${shown(b)}\n`,
    );
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'pairs.md'), items.join('\n'));
  writeFileSync(join(dir, 'key.json'), JSON.stringify(key));
  console.log(
    `${items.length} changed lines in ${join(dir, 'pairs.md')}; the key is ${join(dir, 'key.json')}`,
  );
}

type Judged = { id: string; better: 'A' | 'B' | 'same'; keepA?: boolean; keepB?: boolean };

function score(keyFile: string, judgedFile: string): void {
  const key = JSON.parse(readFileSync(keyFile, 'utf8')) as Record<string, string>;
  const tally = { better: 0, worse: 0, same: 0, keptNew: 0, keptOld: 0 };
  for (const line of readFileSync(judgedFile, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const j = JSON.parse(line) as Judged;
    const newIsA = key[j.id] === 'new-is-A';
    if (j.better === 'same') tally.same++;
    else if ((j.better === 'A') === newIsA) tally.better++;
    else tally.worse++;
    tally.keptNew += Number((newIsA ? j.keepA : j.keepB) ?? false);
    tally.keptOld += Number((newIsA ? j.keepB : j.keepA) ?? false);
  }
  console.log(
    `new line better ${tally.better}, worse ${tally.worse}, the same ${tally.same}; kept: new ${tally.keptNew}, old ${tally.keptOld}`,
  );
}

const [command, first = '', second = '', third = 'bench/results/read'] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'));
const finalSet = FINAL_SETS.find(([set]) => process.argv.includes(`--${set}`));
if (command === 'dump' && first) dump(first, finalSet);
else if (command === 'pairs' && first && second) pairs(first, second, third);
else if (command === 'score' && first && second) score(first, second);
else
  console.log(
    'usage: dump <file> [--held-out-2 | ... | --held-out-5] | pairs <old> <new> [dir] | score <key.json> <judged.jsonl>',
  );
