import { doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sign-in limits' counts (throttles/store.ts), shared by every instance: how full a key's bucket
 * (or how long its run of failures) was at `at`. The level leaks away with time, so a row needs no
 * window of its own.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  level: doublePrecision('level').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
