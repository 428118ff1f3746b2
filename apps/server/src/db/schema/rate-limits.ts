import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window call counts, shared by every instance (rate-limit-store.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
