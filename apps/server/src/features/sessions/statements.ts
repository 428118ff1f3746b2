import { LIBRARY_PAGE_SIZE } from '@lyricist/shared/constants';
import { and, desc, eq, getTableColumns, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lyricSessions, sessionSearch } from '../../db/schema/index';
import { deriveDue, dueDerivation, previewOf } from './library-derive';

/**
 * Where-clause for "this session, if this user owns it" (values, or placeholders of a prepared
 * statement). The row is found by its primary key and the owner checked on that one row. Written
 * `user_id = $user`, the owner is also an index condition, and on a small table PostgreSQL may cost
 * the library's index (user_id, last_saved, id) like the key and walk every entry of the writer's
 * there, dead versions included: the autosave took 95 µs of PostgreSQL CPU instead of 52 (one
 * backend, 20 sessions). `is not distinct from` is no index condition and the same test here, since
 * user_id is never null.
 */
export const ownedBy = (userId: string | Placeholder, sessionId: string | Placeholder) =>
  and(eq(lyricSessions.id, sessionId), sql`${lyricSessions.userId} is not distinct from ${userId}`);

/** A session's own fields: every column but the library's preview, which it derives from the lyrics. */
const { preview: _preview, ...sessionColumns } = getTableColumns(lyricSessions);

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
  preview: previewOf,
  lastSaved: lyricSessions.lastSaved,
  starred: lyricSessions.starred,
  at: sql<string>`to_char(${lyricSessions.lastSaved} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
    'at',
  ),
};

/**
 * The writer's cards where `where` holds, newest save first; one more than a page tells that another
 * follows. The same statement derives the writer's due sessions (library-derive.ts).
 */
export const libraryPage = (db: Database, userId: string | Placeholder, where: SQL | undefined) =>
  db
    .with(...dueDerivation(db, userId))
    .select(cardFields)
    .from(lyricSessions)
    .where(where)
    .orderBy(desc(lyricSessions.lastSaved), desc(lyricSessions.id))
    .limit(LIBRARY_PAGE_SIZE + 1);

/** Like libraryPage, over the sessions' search text too (session_search), for a search's `where`; derives nothing. */
export const searchedPage = (db: Database, where: SQL | undefined) =>
  db
    .select(cardFields)
    .from(lyricSessions)
    .innerJoin(sessionSearch, eq(sessionSearch.sessionId, lyricSessions.id))
    .where(where)
    .orderBy(desc(lyricSessions.lastSaved), desc(lyricSessions.id))
    .limit(LIBRARY_PAGE_SIZE + 1);

/**
 * Saves the lyrics at `savedAt` where `where` holds; answers the id of the row it saved. The caller
 * knows the save's time already (it sent it), so the database does not write it back as text.
 */
const saveLyricsStatement = (db: Database, where: SQL | undefined) =>
  db
    .update(lyricSessions)
    // The preview goes due (null): the library derives it, and the search text, when it needs them.
    .set({
      lyrics: sql`${sql.placeholder('lyrics')}`,
      lastSaved: sql`${sql.placeholder('savedAt')}`,
      preview: sql`null`,
    })
    .where(where)
    .returning({ sessionId: lyricSessions.id });

/** The library, one session, and the autosave (with its idle check): the hot paths, built once and prepared by name. */
function prepare(db: Database) {
  return {
    owned: db.select(sessionColumns).from(lyricSessions).where(owned).prepare('session_owned'),
    listFirst: libraryPage(db, userId, ownedByUser).prepare('session_list_first'),
    listAfter: libraryPage(
      db,
      userId,
      and(ownedByUser, before(sql.placeholder('at'), sql.placeholder('after'))),
    ).prepare('session_list_after'),
    deriveDue: deriveDue(db, userId).prepare('session_derive_due'),
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
    saveLyrics: saveLyricsStatement(db, owned).prepare('session_save_lyrics'),
    // The autosave's one statement (ADR 050, 058): saves unless this is the first save after an idle
    // spell, whose replaced text the version history keeps first if it changes (no row: idle, or not
    // the writer's). No test of the text here, so the 2 KB of a song travel once, not twice.
    saveLyricsUnlessIdle: saveLyricsStatement(
      db,
      and(owned, sql`${lyricSessions.lastSaved} >= ${sql.placeholder('idleSince')}`),
    ).prepare('session_save_lyrics_unless_idle'),
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
