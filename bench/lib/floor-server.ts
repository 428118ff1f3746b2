/**
 * The floors for the API bench on PostgreSQL: the ceiling's bare Fastify plus exactly one prepared
 * statement per request. `GET /floor/{id}` reads one session row by id, as JSON; `PUT /floor/{id}`
 * writes a lyrics body into a bare table of its own (id, lyrics, last saved: no index but its key,
 * nothing derived, stored as lyric_sessions is), as the cheapest save could. No route can do less
 * and still read or write the database, so their ratios to the ceiling are the best a read or a save
 * can reach on this machine, where PostgreSQL and the load generator share the cores with the server.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(`drop table if exists bench_floor_saves`);
// Stored as lyric_sessions stores its rows (its storage parameters: ADR 059 keeps a song of a few KB
// uncompressed), so the floor never pays for what the save no longer does.
const { rows: storage } = await pool.query<{ options: string | null }>(
  `select array_to_string(reloptions, ', ') as options from pg_class where oid = 'lyric_sessions'::regclass`,
);
const options = storage[0]?.options;
await pool.query(
  `create table bench_floor_saves ${options ? `with (${options})` : ''} as select id, lyrics, last_saved from lyric_sessions;
   alter table bench_floor_saves add primary key (id)`,
);
// Planned on its statistics, as lyric_sessions is: a table never analysed was read by a sequential
// scan in some runs, and the floor cost more PostgreSQL CPU than the save it bounds (ADR 059).
await pool.query('analyze bench_floor_saves');
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
app.get('/api/health', async () => ({ ok: true }));
app.get<{ Params: { id: string } }>('/floor/:id', async (request) => {
  const { rows } = await pool.query({
    name: 'floor',
    text: 'select * from lyric_sessions where id = $1',
    values: [request.params.id],
  });
  return rows[0];
});
app.put<{ Params: { id: string }; Body: { lyrics: string } }>('/floor/:id', async (request) => {
  const { rows } = await pool.query({
    name: 'floor_save',
    text: 'update bench_floor_saves set lyrics = $2, last_saved = now() where id = $1 returning *',
    values: [request.params.id, request.body.lyrics],
  });
  return rows[0];
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => pool.end().then(() => process.exit(0))));
}
