/**
 * The floor for the API bench on PostgreSQL: the ceiling's bare Fastify plus exactly one prepared
 * query per request (`GET /floor/{id}`: one session row by id, as JSON). No route can do less and
 * still read the database, so its ratio to the ceiling is the best any database route can reach on
 * this machine, where PostgreSQL and the load generator share the cores with the server.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
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
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => pool.end().then(() => process.exit(0))));
}
