/**
 * Load (issue 8 item 4): 200 simulated writers for 60 s, each saving its own session once a second
 * with new text, spread over two server processes sharing one PostgreSQL. Every save goes to the
 * other server than the one before, so nothing can work unless the servers keep no state of their
 * own. Afterwards every session's stored lyrics must equal its writer's last acknowledged save.
 * Flags: --writers <n> (200), --duration <s> (60), --json. Prints a one-line verdict.
 */
import { numberFlag } from './lib/args';
import { type Client, createClient } from './lib/http';
import { lyricsOf } from './lib/lyrics';
import { sharedPostgres } from './lib/postgres';
import { report, say, verdict } from './lib/report';
import { newSaveLog, type SaveLog, saveLyrics, storedLyrics } from './lib/save-loop';
import { startServer } from './lib/server';
import { loadAverage, percentile, sleep } from './lib/stats';
import { createSession, createWriters, type Writer } from './lib/writers';

const WRITERS = numberFlag('writers', 200);
const durationMs = numberFlag('duration', 60) * 1000;
const PORTS = [3395, 3396] as const;

type Desk = { writer: Writer; sessionId: string; base: string; log: SaveLog };

/** Writer i signs in on server i % 2 and creates its session on the other one. */
async function prepare(clients: Client[]): Promise<Desk[]> {
  const halves = await Promise.all(
    clients.map((c, s) => createWriters(c, Math.ceil((WRITERS - s) / 2), `load${s}`)),
  );
  const writers = Array.from({ length: WRITERS }, (_, i) => halves[i % 2]?.[Math.floor(i / 2)] as Writer);
  const desks: Desk[] = [];
  for (const [i, writer] of writers.entries()) {
    const base = lyricsOf(300, i + 1);
    const sessionId = await createSession(clients[(i + 1) % 2] as Client, writer, {
      songTitle: `Load ${i}`,
      lyrics: base,
    });
    desks.push({ writer, sessionId, base, log: newSaveLog() });
  }
  return desks;
}

/** Once a second, from a random offset, a save with new text; alternating servers. */
async function write(desk: Desk, index: number, clients: Client[], endAt: number): Promise<void> {
  const start = Date.now() + Math.random() * 1000;
  for (let k = 0; start + k * 1000 < endAt; k++) {
    const wait = start + k * 1000 - Date.now();
    if (wait > 0) await sleep(wait);
    const text = `${desk.base}\nsave ${k} of writer ${index} at ${new Date().toISOString()}`;
    await saveLyrics(clients[(index + k) % 2] as Client, desk.writer.token, desk.sessionId, text, desk.log);
  }
}

say(
  `load: ${WRITERS} writers, ${durationMs / 1000} s, two servers, one PostgreSQL; load average ${await loadAverage()}`,
);
const pg = sharedPostgres(54373);
const servers = await Promise.all(PORTS.map((port) => startServer({ port, env: { DATABASE_URL: pg.url } })));
const clients = servers.map((s) => createClient(s.base, WRITERS));
const desks = await prepare(clients);
say(`  ${desks.length} writers signed in and their sessions created; saving ...`);
const loadSamples: number[] = [await loadAverage()];
const sampler = setInterval(() => void loadAverage().then((l) => loadSamples.push(l)), 5000);
const endAt = Date.now() + durationMs;
await Promise.all(desks.map((desk, i) => write(desk, i, clients, endAt)));
clearInterval(sampler);

let found = 0;
const mismatches: string[] = [];
for (const [i, desk] of desks.entries()) {
  const stored = await storedLyrics(clients[i % 2] as Client, desk.writer.token, desk.sessionId);
  if (stored !== null && stored === desk.log.lastAcked) found++;
  else
    mismatches.push(`writer ${i}: stored ${stored === null ? 'nothing' : JSON.stringify(stored.slice(-50))}`);
}
for (const c of clients) c.close();
await Promise.all(servers.map((s) => s.stop()));
pg.stop();

const acked = desks.reduce((n, d) => n + d.log.acked, 0);
const errors = desks.reduce((n, d) => n + d.log.errors, 0);
const latencies = desks.flatMap((d) => d.log.latencies);
const firstError = desks.find((d) => d.log.firstError)?.log.firstError;
report('load: writes acknowledged', acked, 'count');
report('load: sessions equal to their last acknowledged save', found, 'count', `= ${WRITERS}`);
report('load: errors', errors, 'count', '= 0');
report('load: save p50', percentile(latencies, 50), 'ms');
report('load: save p99', percentile(latencies, 99), 'ms');
if (firstError) say(`  first error: ${firstError}`);
for (const m of mismatches.slice(0, 5)) say(`  mismatch: ${m}`);
const loadText = `load average ${Math.min(...loadSamples)}–${Math.max(...loadSamples)}`;
verdict(
  'load',
  errors === 0 && found === WRITERS,
  `${WRITERS} writers × ${durationMs / 1000} s on 2 servers + 1 PostgreSQL: writes acknowledged ${acked}, writes found ${found}/${WRITERS} (stored = last acknowledged save), errors ${errors}; save p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; ${loadText}`,
);
