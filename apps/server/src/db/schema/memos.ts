import type { MemoContentType } from '@lyricist/shared/memos/audio-signature';
import type { MemoPhrase } from '@lyricist/shared/memos/phrases';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { lyricSessions } from './sessions';

/**
 * PostgreSQL's bytea. node-postgres reads it as a Buffer and PGlite as a Uint8Array; both take
 * either when writing, and the memo store reads it as a Buffer over the same memory.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A voice memo of a session (issue 35, R-memo-1): its audio in the row itself, so it lives, is
 * backed up and is deleted exactly like the session, on PostgreSQL and PGlite alike. No owner
 * column of its own: it belongs to its session's writer. The id is the browser's, so a retried
 * upload finds the memo it already stored.
 */
export const sessionMemos = pgTable(
  'session_memos',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => lyricSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').$type<MemoContentType>().notNull(),
    durationMs: integer('duration_ms').notNull(),
    size: integer('size').notNull(),
    audio: bytea('audio').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The melody's phrases as the browser transcribed them (issue 35 item 3); null until then. */
    phrases: jsonb('phrases').$type<MemoPhrase[]>(),
    /** The stanza (0-based) the phrases are set against; a stanza links to one memo at a time. */
    linkedStanza: integer('linked_stanza'),
    /**
     * The phrases that stanza sings, 1-based and both included (R-memo-12); both null while it sings
     * the whole memo. The store checks them against the phrases; the check keeps the pair whole.
     */
    linkedFromPhrase: integer('linked_from_phrase'),
    linkedToPhrase: integer('linked_to_phrase'),
  },
  (t) => [
    index('session_memos_session_created_idx').on(t.sessionId, t.createdAt),
    check(
      'session_memos_linked_span_check',
      sql`(${t.linkedFromPhrase} IS NULL AND ${t.linkedToPhrase} IS NULL) OR (${t.linkedFromPhrase} >= 1 AND ${t.linkedFromPhrase} <= ${t.linkedToPhrase})`,
    ),
  ],
);
