import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listen, listenPglite, listenPostgres } from './listen';
import { adaptPgliteForDrizzle } from './pglite-drizzle';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel. */
  listen: Listen;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir`, and applies migrations. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  const client = await pool.connect();
  try {
    // Several instances may start at once against one database: migrate under a lock.
    await client.query('select pg_advisory_lock(7310)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(7310)').catch(() => {});
    client.release();
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    listen: listenPostgres(url),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true });
  // The same extensions as on PostgreSQL, so the embedded default searches the same way.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  await adaptPgliteForDrizzle(client);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // PGlite runs no autovacuum, so nothing else gathers planner statistics: without them a library
  // search reads and sorts every session of the writer (~0.8 s at 10,000) instead of the newest few.
  // Only the columns the library's plans depend on: ~0.2 s at 10,000 sessions, where all is ~1-2 s.
  await client.exec('analyze lyric_sessions (user_id, last_saved, id)');
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listen: listenPglite(client),
    close: () => client.close(),
  };
}
