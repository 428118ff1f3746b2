import { and, eq, isNull, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lyricSessions, sessionSearch } from '../../db/schema/index';
import { lyricsPreviewSql } from '../../db/schema/preview-sql';

/**
 * The library's two derivations of a song, kept off the autosave (issue 33, ADR 043): its card text
 * and its search text. A save of the title or the lyrics only sets the preview to null ("due"); the
 * library derives the writer's due sessions when it next reads (a list or a search), so both always
 * follow the latest save while a save writes nothing but the song.
 */

/**
 * A card's text: the stored preview, or the same expression over the lyrics while it is due (a
 * statement does not see what its own derivation writes).
 */
export const previewOf = sql<string>`coalesce(${lyricSessions.preview}, ${lyricsPreviewSql()})`.as('preview');

/** What a search compares, as session_search stores it: title, newline, lyrics, lowercased. */
const searchTextOf = sql<string>`lower(${lyricSessions.songTitle} || chr(10) || ${lyricSessions.lyrics})`;

/**
 * Common table expressions that store the preview and the search text of the writer's due sessions
 * (lyric_sessions_user_due_idx), to put in front of the statement that reads the library: usually
 * they find none. The update takes each row's newest version, so a save that lands meanwhile leaves
 * its session due again rather than derived from older text.
 */
export function dueDerivation(db: Database, userId: string | Placeholder) {
  const due = db.$with('due').as(
    db
      .update(lyricSessions)
      .set({ preview: lyricsPreviewSql() })
      .where(and(eq(lyricSessions.userId, userId), isNull(lyricSessions.preview)))
      .returning({ sessionId: lyricSessions.id, searchText: searchTextOf.as('search_text') }),
  );
  const derived = db.$with('derived').as(
    db
      .insert(sessionSearch)
      .select(db.select().from(due))
      .onConflictDoUpdate({ target: sessionSearch.sessionId, set: { searchText: sql`excluded.search_text` } })
      .returning({ sessionId: sessionSearch.sessionId }),
  );
  return [due, derived] as const;
}

/** Derives the writer's due sessions on its own: before a search, which reads what it stores. */
export function deriveDue(db: Database, userId: string | Placeholder) {
  const [due, derived] = dueDerivation(db, userId);
  return db.with(due, derived).select({ count: sql<number>`count(*)` }).from(derived);
}
