import { LIBRARY_PAGE_SIZE } from '@lyricist/shared/constants';
import { and, desc, eq, getTableColumns, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lyricSessions } from '../../db/schema/index';

/** Where-clause for "this session, if this user owns it" (values, or placeholders of a prepared statement). */
export const ownedBy = (userId: string | Placeholder, sessionId: string | Placeholder) =>
  and(eq(lyricSessions.id, sessionId), eq(lyricSessions.userId, userId));

/**
 * A session's own fields: every column but the two the library derives from the lyrics (the preview
 * and the lowercase search text), which would only add a second copy of the lyrics to each answer.
 */
const { preview: _preview, searchText: _searchText, ...sessionColumns } = getTableColumns(lyricSessions);

export { sessionColumns };

const userId = sql.placeholder('userId');
const owned = ownedBy(userId, sql.placeholder('id'));
const ownedByUser = eq(lyricSessions.userId, userId);

/** Library order is newest save first, ties by id: a keyset (lyric_sessions_user_saved_idx). */
export const before = (at: string | Placeholder, id: string | Placeholder): SQL =>
  sql`(${lyricSessions.lastSaved}, ${lyricSessions.id}) < (${at}::timestamptz, ${id}::uuid)`;

/** What a card shows (never the lyrics), and `at`: the exact last-saved time, for the cursor. */
export const cardFields = {
  id: lyricSessions.id,
  songTitle: lyricSessions.songTitle,
  preview: lyricSessions.preview,
  lastSaved: lyricSessions.lastSaved,
  starred: lyricSessions.starred,
  at: sql<string>`to_char(${lyricSessions.lastSaved} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
    'at',
  ),
};

/** Cards where `where` holds, newest save first; one more than a page tells that another follows. */
export const libraryPage = (db: Database, where: SQL | undefined) =>
  db
    .select(cardFields)
    .from(lyricSessions)
    .where(where)
    .orderBy(desc(lyricSessions.lastSaved), desc(lyricSessions.id))
    .limit(LIBRARY_PAGE_SIZE + 1);

/** The library, one session, and the autosave (with its idle check): the hot paths, built once and prepared by name. */
function prepare(db: Database) {
  return {
    owned: db.select(sessionColumns).from(lyricSessions).where(owned).prepare('session_owned'),
    listFirst: libraryPage(db, ownedByUser).prepare('session_list_first'),
    listAfter: libraryPage(
      db,
      and(ownedByUser, before(sql.placeholder('at'), sql.placeholder('after'))),
    ).prepare('session_list_after'),
    // On every autosave: the session only when this save is the first after an idle spell.
    idleSince: db
      .select(sessionColumns)
      .from(lyricSessions)
      .where(
        and(
          owned,
          sql`${lyricSessions.lastSaved} < ${sql.placeholder('idleSince')}`,
          ne(lyricSessions.lyrics, sql.placeholder('lyrics')),
        ),
      )
      .prepare('session_idle_since'),
    saveLyrics: db
      .update(lyricSessions)
      .set({ lyrics: sql`${sql.placeholder('lyrics')}`, lastSaved: sql`${sql.placeholder('savedAt')}` })
      .where(owned)
      .returning(sessionColumns)
      .prepare('session_save_lyrics'),
  };
}

const byDatabase = new WeakMap<Database, ReturnType<typeof prepare>>();

/** The prepared session statements of this database. */
export function sessionStatements(db: Database): ReturnType<typeof prepare> {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = prepare(db);
    byDatabase.set(db, statements);
  }
  return statements;
}
