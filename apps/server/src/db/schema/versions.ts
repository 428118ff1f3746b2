import type { VersionReason } from '@lyricist/shared/versions/contracts';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lyricSessions } from './sessions';

/**
 * A kept version of a session's lyrics and title (issue 18, ADR 015). It has no owner column of its
 * own: it belongs to its session's writer, and goes when the session goes.
 */
export const lyricVersions = pgTable(
  'lyric_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => lyricSessions.id, { onDelete: 'cascade' }),
    name: text('name'),
    reason: text('reason').$type<VersionReason>().notNull(),
    songTitle: text('song_title').notNull(),
    lyrics: text('lyrics').notNull(),
    /** Against the version before it, counted when it was taken, so the list needs no text. */
    wordsAdded: integer('words_added').notNull(),
    wordsRemoved: integer('words_removed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lyric_versions_session_created_idx').on(t.sessionId, t.createdAt.desc())],
);
