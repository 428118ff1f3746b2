import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { date, interval, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adaptPgliteForDrizzle } from './pglite-drizzle';

const moments = pgTable('moments', {
  name: text('name').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  local: timestamp('local').notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  ats: timestamp('ats', { withTimezone: true }).array().notNull(),
  amounts: numeric('amounts').array().notNull(),
  meta: jsonb('meta').notNull(),
});

const SETUP = `create table moments (name text primary key, at timestamptz not null, local timestamp not null,
  day date not null, span interval not null, ats timestamptz[] not null, amounts numeric[] not null, meta jsonb not null);
  insert into moments values ('one', '2026-11-28 07:34:26.370123+00', '2026-11-28 07:34:26', '2026-11-28',
  '1 day 02:03:04', '{"2026-11-28 07:34:26+00","2026-11-29 00:00:00+00"}', '{1.50,2}', '{"a":[1,"b"]}')`;

let plain: PGlite;
let adapted: PGlite;

beforeAll(async () => {
  [plain, adapted] = await Promise.all([PGlite.create(), PGlite.create()]);
  await adaptPgliteForDrizzle(adapted);
  await Promise.all([plain.exec(SETUP), adapted.exec(SETUP)]);
});

afterAll(async () => {
  await Promise.all([plain.close(), adapted.close()]);
});

type Db = ReturnType<typeof drizzle>;

/** The same reads through drizzle, on a client as PGlite makes it and on one as the server opens it. */
const both = <T>(read: (db: Db) => Promise<T>) => Promise.all([read(drizzle(plain)), read(drizzle(adapted))]);

const byName = (db: Db) =>
  db
    .select()
    .from(moments)
    .where(eq(moments.name, sql.placeholder('name')))
    .prepare('moment_by_name');

describe('adaptPgliteForDrizzle', () => {
  it('reads every type as drizzle does on a plain client: raw SQL, queries and transactions', async () => {
    const [raw, rawAdapted] = await both((db) =>
      db.execute(sql`select at, local, day, span, ats, amounts, meta from moments`),
    );
    expect(rawAdapted.rows).toEqual(raw.rows);
    const [rows, rowsAdapted] = await both((db) => db.select().from(moments));
    expect(rowsAdapted).toEqual(rows);
    expect(rowsAdapted[0]?.at).toEqual(new Date('2026-11-28T07:34:26.370Z'));
    const [inTx, inTxAdapted] = await both((db) => db.transaction((tx) => tx.select().from(moments)));
    expect(inTxAdapted).toEqual(inTx);
  });

  it('answers a prepared statement alike on every run, before and after it is prepared by name', async () => {
    const [one, oneAdapted] = [byName(drizzle(plain)), byName(drizzle(adapted))];
    for (const name of ['one', 'none', 'one']) {
      expect(await oneAdapted.execute({ name })).toEqual(await one.execute({ name }));
    }
  });

  it('plans a prepared statement on every run, for the table as it is then', async () => {
    const db = drizzle(adapted);
    const names = db
      .select({ name: moments.name })
      .from(moments)
      .where(eq(moments.name, sql.placeholder('name')))
      .prepare('moment_name');
    for (let run = 0; run < 8; run++) await names.execute({ name: 'one' });
    // PGlite renews no statistics: a generic plan made on a small table would stay a sequential scan.
    const statements = await adapted.query<{ generic: number; custom: number }>(
      `select generic_plans as generic, custom_plans as custom from pg_prepared_statements
       where statement like 'select "name" from "moments"%'`,
    );
    expect(statements.rows).toEqual([{ generic: 0, custom: 7 }]);
  });

  it('reports a failed prepared statement as a query does, and goes on answering', async () => {
    const db = drizzle(adapted);
    const insert = db
      .insert(moments)
      .values({
        name: sql.placeholder('name'),
        at: new Date('2026-11-28T00:00:00Z'),
        local: new Date('2026-11-28T00:00:00Z'),
        day: '2026-11-28',
        span: '1 hour',
        ats: [],
        amounts: [],
        meta: {},
      })
      .returning({ name: moments.name })
      .prepare('insert_moment');
    expect(await insert.execute({ name: 'two' })).toEqual([{ name: 'two' }]);
    for (let run = 0; run < 2; run++) {
      const failure = await insert.execute({ name: 'two' }).catch((error: unknown) => error);
      expect((failure as { cause?: { code?: string } }).cause?.code).toBe('23505');
    }
    expect(await insert.execute({ name: 'three' })).toEqual([{ name: 'three' }]);
  });

  it('runs a prepared statement after a transaction open meanwhile, never inside it', async () => {
    const db = drizzle(adapted);
    const rename = db
      .update(moments)
      .set({ meta: sql`${sql.placeholder('meta')}::jsonb` })
      .where(eq(moments.name, 'one'))
      .returning({ meta: moments.meta })
      .prepare('rename_moment');
    await rename.execute({ meta: { run: 1 } });
    await rename.execute({ meta: { run: 2 } });
    let isRolledBack = false;
    const rolledBack = db
      .transaction(async (tx) => {
        await tx
          .update(moments)
          .set({ meta: { run: 'in the transaction' } })
          .where(eq(moments.name, 'one'));
        await new Promise((resolve) => setTimeout(resolve, 50));
        tx.rollback();
      })
      .catch(() => {
        isRolledBack = true;
      });
    const saved = await rename.execute({ meta: { run: 3 } });
    await rolledBack;
    expect(isRolledBack).toBe(true);
    expect(saved).toEqual([{ meta: { run: 3 } }]);
    expect((await db.select({ meta: moments.meta }).from(moments).where(eq(moments.name, 'one')))[0]).toEqual(
      {
        meta: { run: 3 },
      },
    );
  });
});
