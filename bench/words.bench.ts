/**
 * The writer's toolbox (issue 17) through the HTTP API on one PGlite server: a word's lookup (rhymes
 * of every kind and its meaning, `GET /api/words/:word`), the rhymes-and-means search, and the meter
 * of 50,000 characters, one call at a time once the engine's workers are warm, each call a word not
 * asked just before (nothing is cached between calls). Writers take turns so the per-writer limit
 * (WORDS_RATE_LIMIT_PER_MINUTE) never answers 429. Flags: --rounds <n> (5, over 40 words), --json.
 */

import { MAX_LYRICS_CHARS } from '@lyricist/shared/constants';
import { numberFlag } from './lib/args';
import { cpuMs } from './lib/cpu';
import { createClient } from './lib/http';
import { lyricsOf } from './lib/lyrics';
import { report, say } from './lib/report';
import { startServer } from './lib/server';
import { loadAverage, median, percentile } from './lib/stats';
import { tempDataDir } from './lib/temp-dir';
import { createWriters } from './lib/writers';

const ROUNDS = numberFlag('rounds', 5);
const PORT = 3402;

const WORDS = `love fire tomorrow heart road night time away baby money river stone believe forever alone
  light rain home dream tonight remember together morning window summer highway whiskey mother daughter
  broken shadow silver golden freedom yesterday lonely thunder hollow mountain`.split(/\s+/);
const SEARCHES: [string, string][] = [
  ['fire', 'want'],
  ['night', 'dark'],
  ['road', 'way'],
  ['heart', 'love'],
  ['tomorrow', 'sad'],
  ['day', 'happy'],
  ['rain', 'pain'],
  ['home', 'house'],
];

say(`words bench: ${ROUNDS} rounds over ${WORDS.length} words; load average ${await loadAverage()}`);
const server = await startServer({ port: PORT, env: { DATA_DIR: tempDataDir('words') } });
const client = createClient(server.base, 4);
const writers = await createWriters(client, 4, 'words');
let turn = 0;

async function timed(method: string, path: string, json?: unknown): Promise<number> {
  const writer = writers[turn++ % writers.length];
  const res = await client.request(method, path, { token: writer?.token, json });
  if (res.status !== 200)
    throw new Error(`${method} ${path} answered ${res.status}: ${res.body.slice(0, 200)}`);
  return res.ms;
}

// The first call waits for the workers to load the engine and build the rhyme table.
const cold = await timed('GET', '/api/words/warm');
say(`  first lookup (workers loading): ${cold.toFixed(0)} ms`);
for (const word of WORDS.slice(0, 8)) await timed('GET', `/api/words/${word}`);

const lookups: number[] = [];
const all: number[] = [];
const searches: number[] = [];
// The server's CPU time per call (its worker threads included) hardly depends on the neighbours' load.
let lookupCpu = 0;
let searchCpu = 0;
for (let round = 0; round < ROUNDS; round++) {
  let cpu = cpuMs(server.pid);
  for (const word of WORDS) lookups.push(await timed('GET', `/api/words/${word}`));
  lookupCpu += cpuMs(server.pid) - cpu;
  for (const word of WORDS.slice(0, 10)) all.push(await timed('GET', `/api/words/${word}?all=true`));
  cpu = cpuMs(server.pid);
  for (const [rhymesWith, means] of SEARCHES)
    searches.push(await timed('GET', `/api/words?rhymesWith=${rhymesWith}&means=${means}`));
  searchCpu += cpuMs(server.pid) - cpu;
}
// About six characters a word: enough words to fill the limit, cut at it.
const lyrics = lyricsOf(MAX_LYRICS_CHARS / 4, 3).slice(0, MAX_LYRICS_CHARS);
const meters: number[] = [];
for (let i = 0; i < 10; i++) meters.push(await timed('POST', '/api/words/meter', { lyrics }));

report('words: GET /api/words/:word warm, p50', median(lookups), 'ms');
report('words: GET /api/words/:word warm, p95', percentile(lookups, 95), 'ms', '≤ 30');
report('words: GET /api/words/:word?all=true warm, p95', percentile(all, 95), 'ms', '≤ 30');
report('words: GET /api/words/:word, server CPU per call', lookupCpu / lookups.length, 'ms');
report('words: GET /api/words?rhymesWith=&means= warm, p50', median(searches), 'ms');
report('words: GET /api/words?rhymesWith=&means= warm, p95', percentile(searches, 95), 'ms', '≤ 30');
report('words: GET /api/words?rhymesWith=&means=, server CPU per call', searchCpu / searches.length, 'ms');
report(`words: POST /api/words/meter, ${lyrics.length} characters, p95`, percentile(meters, 95), 'ms');
client.close();
await server.stop();
say(`words bench done; load average ${await loadAverage()}`);
