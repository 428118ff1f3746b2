import { LIBRARY_PAGE_SIZE } from '@lyricist/shared/constants';
import type { SessionListQuery, SessionPage } from '@lyricist/shared/sessions/contracts';
import { and, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lyricSessions, sessionSearch } from '../../db/schema/index';
import { encodeCursor, type ListCursor } from './list-cursor';
import { before, cardFields, libraryPage, searchedPage, sessionStatements } from './statements';

type PageRow = Awaited<ReturnType<typeof libraryPage>>[number];

/** `q` as a LIKE pattern matching it literally anywhere: its `\`, `%` and `_` are escaped. */
const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Title or lyrics contain `q`, case-insensitively: the stored lowercase search text (title, newline,
 * lyrics, as the library's search has always read them; session_search) against the pattern
 * lowercased by the same `lower()`.
 */
const contains = (searchText: SQLWrapper, q: string): SQL =>
  sql`${searchText} like lower(${containsPattern(q)})`;

/**
 * How many of the newest sessions a search reads in library order before asking the trigram index.
 * A common word fills a page within them (one LIKE per session read); a rare one does not, and the
 * pg_trgm index finds its few sessions at once. Each alone is slow for the other kind of word.
 */
const SEARCH_RECENT = 4 * LIBRARY_PAGE_SIZE;

/** The list query as validated, its cursor decoded. */
type ListQuery = Omit<Partial<SessionListQuery>, 'cursor'> & { cursor?: ListCursor | undefined };

/** This writer's sessions (only the starred ones if asked, matching lyric_sessions_user_starred_idx), after the cursor. */
const mine = (userId: string, { cursor, starred }: ListQuery): SQL | undefined =>
  and(
    eq(lyricSessions.userId, userId),
    starred ? sql`${lyricSessions.starred}` : undefined,
    cursor && before(cursor.at, cursor.id),
  );

/**
 * Sessions whose title or lyrics contain `q`, case-insensitively, newest save first. The writer's
 * due sessions (saved since the library last read) get their search text and preview first, in a
 * statement of their own, since a statement does not see its own writes.
 */
async function search(db: Database, userId: string, where: SQL | undefined, q: string) {
  await sessionStatements(db).deriveDue.execute({ userId });
  const recent = db
    .select({ ...cardFields, searchText: sessionSearch.searchText })
    .from(lyricSessions)
    .innerJoin(sessionSearch, eq(sessionSearch.sessionId, lyricSessions.id))
    .where(where)
    .orderBy(desc(lyricSessions.lastSaved), desc(lyricSessions.id))
    .limit(SEARCH_RECENT)
    .as('recent');
  const { id, songTitle, preview, lastSaved, starred, at } = recent;
  const rows = await db
    .select({ id, songTitle, preview, lastSaved, starred, at })
    .from(recent)
    .where(contains(recent.searchText, q))
    .orderBy(desc(recent.lastSaved), desc(recent.id))
    .limit(LIBRARY_PAGE_SIZE + 1);
  if (rows.length > LIBRARY_PAGE_SIZE) return rows;
  // Planned for this pattern (not prepared), so PostgreSQL reads the trigram indexes.
  return searchedPage(db, and(where, contains(sessionSearch.searchText, q)));
}

function read(db: Database, userId: string, query: ListQuery) {
  const { q, cursor } = query;
  if (q) return search(db, userId, mine(userId, query), q);
  // The starred few: planned for their partial index, not prepared.
  if (query.starred) return libraryPage(db, userId, mine(userId, query));
  const statements = sessionStatements(db);
  return cursor
    ? statements.listAfter.execute({ userId, at: cursor.at, after: cursor.id })
    : statements.listFirst.execute({ userId });
}

/** One page of the user's own library (or of a search in it), newest save first. */
export async function listSessions(db: Database, userId: string, query: ListQuery): Promise<SessionPage> {
  const rows: PageRow[] = await read(db, userId, query);
  const page = rows.slice(0, LIBRARY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    sessions: page.map((row) => ({
      sessionId: row.id,
      songTitle: row.songTitle,
      preview: row.preview,
      lastSaved: row.lastSaved.toISOString(),
      starred: row.starred,
    })),
    nextCursor: rows.length > LIBRARY_PAGE_SIZE && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}
