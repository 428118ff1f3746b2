import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('keeps a pending list on the search index only where autovacuum merges it (PostgreSQL, not PGlite)', async () => {
  const result = (await t.db.execute(
    sql`select reloptions from pg_class where relname = 'lyric_sessions_search_trgm_idx'`,
  )) as { rows: { reloptions: string[] }[] };
  const [row] = result.rows;
  const expected = t.database.kind === 'postgres' ? 'fastupdate=on' : 'fastupdate=false';
  expect(row?.reloptions).toContain(expected);
});
