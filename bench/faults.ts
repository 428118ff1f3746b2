import { numberFlag } from './lib/args';
import { createClient } from './lib/http';
import { runOutage } from './lib/outage';
import { startPostgres } from './lib/postgres';
import { report, say, verdict } from './lib/report';
import { startServer } from './lib/server';
import { loadAverage, median, sleep } from './lib/stats';
import { checkStorm, prepareLanes, startStorm } from './lib/storm';
import { tempDataDir } from './lib/temp-dir';
import { createSession, createWriter } from './lib/writers';

const stormMs = numberFlag('storm', 3) * 1000;
const outageMs = numberFlag('outage', 3) * 1000;
const rounds = numberFlag('rounds', 3);
const PORT = 3398;

/** Rounds of storm, kill -9, restart and check on the same data; returns whether all passed. */
async function killDuringStorm(db: 'pglite' | 'postgres', env: Record<string, string>): Promise<boolean> {
  let server = await startServer({ port: PORT, env });
  const setup = createClient(server.base, 4);
  const writer = await createWriter(setup, `faults-${db}`);
  const lanes = await prepareLanes(setup, writer, 20);
  setup.close();
  const totals = { acknowledged: 0, found: 0, errors: 0, restartMs: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    const client = createClient(server.base, 64);
    const storm = startStorm(client, writer, lanes, 4);
    await sleep(stormMs + Math.random() * 500);
    await server.kill9();
    await storm.stop();
    client.close();
    const restartedAt = performance.now();
    server = await startServer({ port: PORT, env });
    totals.restartMs.push(performance.now() - restartedAt);
    const after = createClient(server.base, 4);
    const check = await checkStorm(after, writer, storm);
    after.close();
    totals.acknowledged += check.acknowledged;
    totals.found += check.found;
    totals.errors += storm.errors + check.missing.length;
    for (const m of check.missing.slice(0, 10)) say(`  round ${round + 1} missing: ${m}`);
  }
  await server.stop();
  report(`faults kill -9 ${db}: writes acknowledged`, totals.acknowledged, 'count');
  report(
    `faults kill -9 ${db}: acknowledged writes missing after restart`,
    totals.acknowledged - totals.found,
    'count',
    '= 0',
  );
  report(`faults kill -9 ${db}: restart to healthy (median)`, median(totals.restartMs), 'ms');
  return verdict(
    `faults kill -9 ${db}`,
    totals.errors === 0 && totals.found === totals.acknowledged,
    `${rounds} rounds of ${(stormMs / 1000).toFixed(0)} s of saves on 20 sessions + creates, killed mid-storm; writes acknowledged ${totals.acknowledged}, writes found ${totals.found}, errors ${totals.errors}; restart ${median(totals.restartMs).toFixed(0)} ms (median)`,
  ).includes('PASS');
}

async function outage(): Promise<boolean> {
  const pg = startPostgres(54374);
  const server = await startServer({ port: PORT, env: { DATABASE_URL: pg.url } });
  const client = createClient(server.base, 4);
  const writer = await createWriter(client, 'outage');
  const sessionId = await createSession(client, writer, { songTitle: 'Outage', lyrics: 'before the outage' });
  const r = await runOutage(client, writer, sessionId, pg, outageMs);
  const serverAlive = server.pid > 0 && (await client.request('GET', '/api/health')).status === 200;
  client.close();
  await server.stop();
  pg.stop();
  const errors = r.others.length + (r.afterTotal - r.afterOk);
  report('faults outage: requests answered 503 database_unavailable', r.clear503, 'count');
  report('faults outage: other answers during the outage', r.others.length, 'count', '= 0');
  report('faults outage: slowest answer during the outage', r.slowestMs, 'ms');
  report('faults outage: back to 200 after PostgreSQL returned', r.recoveredAfterMs ?? -1, 'ms');
  for (const o of r.others.slice(0, 5)) say(`  unexpected: ${o}`);
  return verdict(
    'faults postgres outage',
    errors === 0 && r.recoveredAfterMs !== null && serverAlive,
    `${r.clear503}/${r.during} requests answered 503 database_unavailable (slowest ${r.slowestMs.toFixed(0)} ms); ${r.recoveredAfterMs === null ? 'never recovered' : `recovered ${r.recoveredAfterMs} ms after PostgreSQL was back`}, same server process; ${r.afterOk}/${r.afterTotal} requests ok afterwards; errors ${errors}`,
  ).includes('PASS');
}

say(`faults: load average ${await loadAverage()}`);
const pglite = await killDuringStorm('pglite', {
  DATA_DIR: tempDataDir('faults'),
});
const pg = startPostgres(54375);
const postgres = await killDuringStorm('postgres', { DATABASE_URL: pg.url });
pg.stop();
const down = await outage();
const passed = [pglite, postgres, down].filter(Boolean).length;
verdict('faults', passed === 3, `${passed}/3 fault runs passed; load average ${await loadAverage()}`);
