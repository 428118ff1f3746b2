/**
 * Scale of one user's library (issue 8 item 3): 1,000 sessions of 300 words. GET /api/sessions
 * p95 on PostgreSQL and PGlite; then, in Chromium, /library opened to its cards interactive, each
 * search keystroke to the filtered grid, and scrolling until all cards are rendered. Flags: --sessions <n> (1000), --requests <n> (40),
 * --runs <n> (3 browser runs), --no-build (reuse .tmp/web-bench), --no-browser, --json.
 */

import { tmpdir } from 'node:os';
import path from 'node:path';
import { hasFlag, numberFlag } from './lib/args';
import { createClient, requestJson } from './lib/http';
import { libraryEntries, seedLibrary } from './lib/library-data';
import { type Card, measureLibraryScreen } from './lib/library-screen';
import { sharedPostgres } from './lib/postgres';
import { report, say } from './lib/report';
import { startServer } from './lib/server';
import { loadAverage, percentile } from './lib/stats';
import { tempDataDir } from './lib/temp-dir';
import { benchWebDist } from './lib/web-build';
import { createWriter, type Writer } from './lib/writers';

const SESSIONS = numberFlag('sessions', 1000);
const REQUESTS = numberFlag('requests', 40);
const RUNS = numberFlag('runs', 3);
const PORT = 3394;
const entries = libraryEntries(SESSIONS);

/** Sequential list reads after a warm-up: the latency one writer sees opening the library. */
async function listLatency(db: string, base: string, writer: Writer): Promise<void> {
  const client = createClient(base, 1);
  let bytes = 0;
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS + 3; i++) {
    const res = await client.request('GET', '/api/sessions', { token: writer.token });
    if (res.status !== 200) throw new Error(`GET /api/sessions -> ${res.status}`);
    bytes = Buffer.byteLength(res.body);
    if (i >= 3) samples.push(res.ms);
  }
  client.close();
  const name = `library ${db}: GET /api/sessions, ${SESSIONS} × 300 words`;
  report(`${name} p50`, percentile(samples, 50), 'ms');
  report(`${name} p95`, percentile(samples, 95), 'ms', '≤ 100');
  report(`${name} body`, bytes / 1024, 'KB');
}

say(`library bench: ${SESSIONS} sessions of 300 words; load average ${await loadAverage()}`);
const withBrowser = !hasFlag('no-browser');
const webDist = withBrowser ? benchWebDist() : path.join(tmpdir(), 'no-web');
const pg = sharedPostgres(54372);
const dataDir = tempDataDir('library');
for (const [db, env] of [
  ['postgres', { DATABASE_URL: pg.url }],
  ['pglite', { DATA_DIR: dataDir }],
] as const) {
  const server = await startServer({ port: PORT, env: { ...env, WEB_DIST: webDist } });
  const client = createClient(server.base, 8);
  const writer = await createWriter(client, 'library');
  say(`  ${db}: seeding ${SESSIONS} sessions ...`);
  await seedLibrary(client, writer, entries);
  await listLatency(db, server.base, writer);
  if (db === 'postgres' && withBrowser) {
    const cards = await requestJson<Card[]>(client, 'GET', '/api/sessions', { token: writer.token });
    await measureLibraryScreen(server.base, writer, cards, RUNS);
  }
  client.close();
  await server.stop();
}
pg.stop();
say(`library bench done; load average ${await loadAverage()}`);
