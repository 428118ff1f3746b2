import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A writer's own syllable count for a word (issue 17): slang, names, elisions ("fire" as one
 * syllable). Read by the word panel, the meter and autocomplete's line lengths; goes with the writer.
 */
export const pronunciations = pgTable(
  'pronunciations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower case, as the shared word schema leaves it. */
    word: text('word').notNull(),
    syllables: integer('syllables').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.word] })],
);
