/**
 * Scale of one writer's library (issue 19): 10,000 sessions of 300 words, stored in one bulk
 * INSERT. On PostgreSQL and PGlite: GET /api/sessions first page p95 and size, a later page, and a
 * search for a common word (in nearly every lyric) and a rare one (in one lyric in a thousand).
 * Then, in Chromium on PostgreSQL: /library opened to its first cards interactive, scrolling to the
 * 300th card (long tasks counted), and search keystrokes to their results.
 * Flags: --sessions <n> (10000), --requests <n> (40), --runs <n> (3 browser runs),
 * --no-build (reuse .tmp/web-bench), --no-browser, --db postgres,pglite, --json.
 */

import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { flag, hasFlag, numberFlag } from './lib/args';
import { cpuMs, settled } from './lib/cpu';
import { createClient } from './lib/http';
import { COMMON_WORD, libraryEntries, RARE_WORD, type SqlClient, seedLibrary } from './lib/library-data';
import { measureLibraryScreen } from './lib/library-screen';
import { sharedPostgres } from './lib/postgres';
import { report, say } from './lib/report';
import { startServer } from './lib/server';
import { loadAverage, percentile } from './lib/stats';
import { tempDataDir } from './lib/temp-dir';
import { benchWebDist } from './lib/web-build';
import { createWriter, type Writer } from './lib/writers';

const SESSIONS = numberFlag('sessions', 10_000);
const REQUESTS = numberFlag('requests', 40);
const RUNS = numberFlag('runs', 3);
const dbs = (flag('db') ?? 'postgres,pglite').split(',');
const PORT = 3394;
const entries = libraryEntries(SESSIONS);

/** Sequential reads of one URL after a warm-up: the latency one writer sees. */
async function latency(run: Run, label: string, url: string, target: string) {
  const client = createClient(run.base, 1);
  let bytes = 0;
  const samples: number[] = [];
  let cpuBefore = 0;
  for (let i = 0; i < REQUESTS + 3; i++) {
    if (i === 3) cpuBefore = cpuMs(run.serverPid);
    const res = await client.request('GET', url, { token: run.writer.token });
    if (res.status !== 200) throw new Error(`GET ${url} -> ${res.status}`);
    bytes = Buffer.byteLength(res.body);
    if (i >= 3) samples.push(res.ms);
  }
  client.close();
  const name = `library ${run.db}: ${label}, ${SESSIONS} × 300 words`;
  report(`${name} p50`, percentile(samples, 50), 'ms');
  report(`${name} p95`, percentile(samples, 95), 'ms', target);
  // Load on a shared machine swings the wall clock; the server's own CPU per request barely moves
  // (with PGlite it includes the database, which runs in the server's process).
  report(`${name} server CPU per request`, (cpuMs(run.serverPid) - cpuBefore) / REQUESTS, 'ms');
  return bytes;
}

type Run = { db: string; base: string; serverPid: number; writer: Writer };

async function measureList(run: Run) {
  const { db, base, writer } = run;
  const bytes = await latency(run, 'GET /api/sessions first page', '/api/sessions', '≤ 30');
  report(`library ${db}: GET /api/sessions first page body`, bytes / 1024, 'KB', '≤ 32');
  // A page deep in the library: the cursor of the 100th page, read from the pages before it.
  const client = createClient(base, 1);
  let cursor = '';
  for (let n = 0; n < Math.min(100, SESSIONS / 30 - 1); n++) {
    const url = cursor ? `/api/sessions?cursor=${cursor}` : '/api/sessions';
    const res = await client.request('GET', url, { token: writer.token });
    cursor = (JSON.parse(res.body) as { nextCursor: string }).nextCursor;
  }
  client.close();
  await latency(run, 'GET /api/sessions 100th page', `/api/sessions?cursor=${cursor}`, '≤ 30');
  await latency(run, `search, common word "${COMMON_WORD}"`, `/api/sessions?q=${COMMON_WORD}`, '≤ 60');
  await latency(run, `search, rare word "${RARE_WORD}"`, `/api/sessions?q=${RARE_WORD}`, '≤ 60');
}

/**
 * The bulk INSERT leaves every session's preview and search text due, as a save does (ADR 043): the
 * library's first read derives them all, once. Timed apart, so the figures after it are the usual reads.
 */
async function deriveImported(run: Run) {
  const client = createClient(run.base, 1);
  const res = await client.request('GET', '/api/sessions', { token: run.writer.token, timeoutMs: 600_000 });
  client.close();
  if (res.status !== 200) throw new Error(`GET /api/sessions -> ${res.status}`);
  report(
    `library ${run.db}: first read after importing ${SESSIONS} sessions (derives them all)`,
    res.ms,
    'ms',
  );
}

/** Seeds PostgreSQL while the server runs (autovacuum analyses it shortly after, as here). */
async function seedPostgres(url: string, writer: Writer) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await seedLibrary(client as SqlClient, writer.userId, entries, { analyze: true });
  await client.end();
}

/** Seeds PGlite's data dir between two runs of the server (it is one process's database). */
async function seedPglite(dataDir: string, writer: Writer) {
  const lite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  await seedLibrary(lite, writer.userId, entries, { analyze: false });
  await lite.close();
}

say(`library bench: ${SESSIONS} sessions of 300 words; load average ${await loadAverage()}`);
const withBrowser = !hasFlag('no-browser');
const webDist = withBrowser ? benchWebDist() : path.join(tmpdir(), 'no-web');
const pg15 = sharedPostgres(54372);
const dataDir = tempDataDir('library');
for (const [db, env] of [
  ['postgres', { DATABASE_URL: pg15.url }],
  ['pglite', { DATA_DIR: dataDir }],
] as const) {
  if (!dbs.includes(db)) continue;
  const options = { port: PORT, env: { ...env, WEB_DIST: webDist } };
  let server = await startServer(options);
  const setup = createClient(server.base, 1);
  const writer = await createWriter(setup, 'library');
  setup.close();
  say(`  ${db}: seeding ${SESSIONS} sessions ...`);
  const started = Date.now();
  if (db === 'postgres') await seedPostgres(pg15.url, writer);
  else {
    await server.stop();
    await seedPglite(dataDir, writer);
    server = await startServer(options);
  }
  say(`  ${db}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await settled(server.pid);
  const run = { db, base: server.base, serverPid: server.pid, writer };
  await deriveImported(run);
  await measureList(run);
  if (db === 'postgres' && withBrowser) await measureLibraryScreen(server.base, writer, entries, RUNS);
  await server.stop();
}
pg15.stop();
say(`library bench done; load average ${await loadAverage()}`);
