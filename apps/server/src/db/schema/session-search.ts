import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { lyricSessions } from './sessions';

/**
 * What the library's search reads: each session's title and lyrics, lowercased once, so a search
 * compares bytes (LIKE) instead of lowercasing every lyric it reads (ILIKE, ~5x the time). Kept
 * apart from lyric_sessions so an autosave does not rewrite a song's trigrams: a search brings the
 * writer's due sessions up to date first (features/sessions/library-derive.ts).
 */
export const sessionSearch = pgTable(
  'session_search',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => lyricSessions.id, { onDelete: 'cascade' }),
    /** lower(title || newline || lyrics), as of the session's last derive. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    // Substrings of titles and lyrics, via pg_trgm. No pending list (fastupdate): PGlite never
    // vacuums, and a long one makes the planner and every search fall back to reading all the lyrics.
    index('session_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
