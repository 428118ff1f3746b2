/**
 * API throughput (issue 8 item 2): 50 connections, 10 s per route, on PostgreSQL and on PGlite:
 * GET /api/sessions (a first page of 20 previews), GET /api/sessions/{id}, PUT /api/sessions/{id}/lyrics, each
 * against a bare Fastify JSON route (the ceiling, same process settings) measured in alternating
 * slices with it, so their ratio survives a busy machine. Prints req/s, p50, p99, the ratio to the
 * ceiling and CPU per request. On PostgreSQL it also measures the floors (lib/floor-server.ts: bare
 * Fastify plus one prepared query, for the reads; plus one prepared write, for the save), the best
 * ratio a read or a save can reach on this machine, and each route's share of its floor. Flags: --duration <s> (10), --connections <n> (50), --slices <n> (5),
 * --db postgres,pglite, --routes list,one,save (all).
 */

import path from 'node:path';
import { flag, numberFlag } from './lib/args';
import { withChildren } from './lib/cpu';
import { type Client, createClient } from './lib/http';
import { type LoadResult, type LoadSpec, runAlternating, type Shot } from './lib/load-generator';
import { lyricsOf } from './lib/lyrics';
import { sharedPostgres } from './lib/postgres';
import { report, say } from './lib/report';
import { type ServerProcess, startServer } from './lib/server';
import { loadAverage, median } from './lib/stats';
import { tempDataDir } from './lib/temp-dir';
import { createSession, createWriter } from './lib/writers';

const durationMs = numberFlag('duration', 10) * 1000;
const connections = numberFlag('connections', 50);
const slices = numberFlag('slices', 5);
const dbs = (flag('db') ?? 'postgres,pglite').split(',');
const only = flag('routes')?.split(',');
const SESSIONS = 20;

type Db = 'postgres' | 'pglite';
type Floor = 'read' | 'write';
type Route = {
  key: string;
  label: string;
  /** The floor the route is held to: one prepared read, or one prepared write. */
  floor: Floor;
  ratioTarget: string;
  floorTarget: string | null;
  p99Target: string | null;
  shot: (w: number, i: number) => Shot;
};

const pg = sharedPostgres(54371);
/** What every save sends (with a line of its own appended), on the route and on the write floor. */
const saveText = lyricsOf(300, 1);
const dataDir = tempDataDir('api');
const spec = (server: ServerProcess, client: Client, next: LoadSpec['next'], db?: Db): LoadSpec => {
  const postmaster = db === 'postgres' ? pg.postmasterPid() : null;
  const cpu = {
    server: () => [server.pid],
    ...(postmaster ? { database: () => withChildren(postmaster) } : {}),
  };
  return { client, connections, next, cpu };
};

function sessionRoutes(token: string, ids: string[]): Route[] {
  const id = (w: number) => ids[w % ids.length] as string;
  const get = (p: string): Shot => ({ method: 'GET', path: p, options: { token } });
  return [
    {
      key: 'list',
      label: 'GET /api/sessions',
      floor: 'read',
      ratioTarget: '≥ 0.45',
      // Issue 19: a page of previews costs little more than the floor's one prepared query.
      floorTarget: '≥ 0.6',
      p99Target: null,
      shot: () => get('/api/sessions'),
    },
    {
      key: 'one',
      label: 'GET /api/sessions/{id}',
      floor: 'read',
      ratioTarget: '≥ 0.45',
      floorTarget: null,
      p99Target: null,
      shot: (w) => get(`/api/sessions/${id(w)}`),
    },
    {
      key: 'save',
      label: 'PUT /api/sessions/{id}/lyrics',
      floor: 'write',
      ratioTarget: '≥ 0.30',
      // Issue 33: a save costs little more than the floor's one prepared write.
      floorTarget: '≥ 0.8',
      p99Target: '≤ 50',
      // New text on every save, as a writer typing; several connections share a session.
      shot: (w, i) => ({
        method: 'PUT',
        path: `/api/sessions/${id(w)}/lyrics`,
        options: { token, json: { lyrics: `${saveText}\nline ${w}-${i}` } },
      }),
    },
  ];
}

async function prepare(db: Db, port: number, env: Record<string, string>) {
  const server = await startServer({ port, env });
  const client = createClient(server.base, connections);
  const writer = await createWriter(client, 'api');
  const ids: string[] = [];
  for (let n = 0; n < SESSIONS; n++) {
    ids.push(await createSession(client, writer, { songTitle: `Song ${n}`, lyrics: lyricsOf(300, n) }));
  }
  const routes = sessionRoutes(writer.token, ids).filter((r) => !only || only.includes(r.key));
  return { db, server, client, ids, routes };
}

const FLOORS: Record<Floor, { label: string; shot: (id: string, w: number, i: number) => Shot }> = {
  read: { label: 'one prepared query', shot: (id) => ({ method: 'GET', path: `/floor/${id}` }) },
  write: {
    label: 'one prepared write',
    // The save route's body: new text on every request.
    shot: (id, w, i) => ({
      method: 'PUT',
      path: `/floor/${id}`,
      options: { json: { lyrics: `${saveText}\nline ${w}-${i}` } },
    }),
  },
};

/** Each floor the routes need against the ceiling, in the same alternating slices: their ratios; none off PostgreSQL. */
async function measureFloors(
  db: Db,
  ids: string[],
  needed: Floor[],
): Promise<Partial<Record<Floor, number>>> {
  if (db !== 'postgres' || needed.length === 0) return {};
  const floor = await startServer({
    port: 3393,
    env: { DATABASE_URL: pg.url },
    script: path.join(import.meta.dirname, 'lib/floor-server.ts'),
  });
  const client = createClient(floor.base, connections);
  const ratios: Partial<Record<Floor, number>> = {};
  for (const kind of needed) {
    const { label, shot } = FLOORS[kind];
    say(`  postgres: the floor (bare Fastify + ${label}) against the ceiling ...`);
    const next = (w: number, i: number) => shot(ids[w % ids.length] as string, w, i);
    const [ceiling, r] = await runAlternating(ceilingSpec, spec(floor, client, next, db), durationMs, slices);
    ceilings.push(ceiling);
    const name = `api postgres: floor, bare Fastify + ${label}`;
    report(`${name} req/s`, r.rps, 'req/s');
    report(`${name} p99`, r.p99, 'ms');
    report(`${name} server CPU per request`, (r.cpuMsPerRequest.server ?? 0) * 1000, 'µs');
    if (r.cpuMsPerRequest.database !== undefined)
      report(`${name} PostgreSQL CPU per request`, r.cpuMsPerRequest.database * 1000, 'µs');
    ratios[kind] = r.rps / ceiling.rps;
    report(`${name} ratio to ceiling`, ratios[kind], 'ratio');
  }
  client.close();
  await floor.stop();
  return ratios;
}

say(
  `api bench: ${connections} connections, ${durationMs / 1000} s per route in ${slices} slices; load average ${await loadAverage()}`,
);
const ceilingServer = await startServer({
  port: 3391,
  env: {},
  script: path.join(import.meta.dirname, 'lib/ceiling-server.ts'),
});
const ceilingClient = createClient(ceilingServer.base, connections);
const ceilingSpec = spec(ceilingServer, ceilingClient, () => ({ method: 'GET', path: '/api/health' }));
const ceilings: LoadResult[] = [];
const targets = [];
if (dbs.includes('postgres')) targets.push(await prepare('postgres', 3392, { DATABASE_URL: pg.url }));
if (dbs.includes('pglite')) targets.push(await prepare('pglite', 3397, { DATA_DIR: dataDir }));

for (const { db, server, client, ids, routes } of targets) {
  const floors = await measureFloors(db, ids, [...new Set(routes.map((r) => r.floor))]);
  for (const route of routes) {
    const floorRatio = floors[route.floor];
    say(`  ${db}: ${route.label} against the ceiling ...`);
    const [ceiling, r] = await runAlternating(
      ceilingSpec,
      spec(server, client, route.shot, db),
      durationMs,
      slices,
    );
    ceilings.push(ceiling);
    const name = `api ${db}: ${route.label}`;
    const onPg = db === 'postgres';
    report(`${name} req/s`, r.rps, 'req/s');
    report(`${name} p50`, r.p50, 'ms');
    report(`${name} p99`, r.p99, 'ms', onPg ? route.p99Target : null);
    report(`${name} ratio to ceiling`, r.rps / ceiling.rps, 'ratio', onPg ? route.ratioTarget : null);
    if (floorRatio)
      report(`${name} share of the floor`, r.rps / ceiling.rps / floorRatio, 'ratio', route.floorTarget);
    report(`${name} server CPU per request`, (r.cpuMsPerRequest.server ?? 0) * 1000, 'µs');
    const dbCpu = r.cpuMsPerRequest.database;
    if (dbCpu !== undefined) report(`${name} PostgreSQL CPU per request`, dbCpu * 1000, 'µs');
    report(`${name} errors`, r.errors, 'count', '= 0');
    if (r.firstError) say(`  first error: ${r.firstError}`);
  }
  await server.stop();
}
ceilingClient.close();
await ceilingServer.stop();
pg.stop();

report(
  'api: ceiling, bare Fastify JSON route (median of its slices)',
  median(ceilings.map((c) => c.rps)),
  'req/s',
);
report('api: ceiling p99', median(ceilings.map((c) => c.p99)), 'ms');
report(
  'api: ceiling CPU per request',
  median(ceilings.map((c) => c.cpuMsPerRequest.server ?? 0)) * 1000,
  'µs',
);
say(
  `ceiling per route: ${ceilings.map((c) => c.rps.toFixed(0)).join(', ')} req/s; load generator ${(median(ceilings.map((c) => c.cpuMsPerRequest.client ?? 0)) * 1000).toFixed(0)} µs/request; load average ${await loadAverage()}`,
);
