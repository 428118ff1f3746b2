import { and, desc, eq, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lyricSessions } from '../../db/schema/index';

/** Where-clause for "this session, if this user owns it" (values, or placeholders of a prepared statement). */
export const ownedBy = (userId: string | Placeholder, sessionId: string | Placeholder) =>
  and(eq(lyricSessions.id, sessionId), eq(lyricSessions.userId, userId));

const userId = sql.placeholder('userId');
const owned = ownedBy(userId, sql.placeholder('id'));

/** The library, one session, and the autosave (with its idle check): the hot paths, built once and prepared by name. */
function prepare(db: Database) {
  return {
    owned: db.select().from(lyricSessions).where(owned).prepare('session_owned'),
    list: db
      .select({
        id: lyricSessions.id,
        songTitle: lyricSessions.songTitle,
        lyrics: lyricSessions.lyrics,
        style: lyricSessions.style,
        lastSaved: lyricSessions.lastSaved,
      })
      .from(lyricSessions)
      .where(eq(lyricSessions.userId, userId))
      // Ties (same millisecond) still come back in one stable order.
      .orderBy(desc(lyricSessions.lastSaved), desc(lyricSessions.createdAt), desc(lyricSessions.id))
      .prepare('session_list'),
    // On every autosave: the session only when this save is the first after an idle spell.
    idleSince: db
      .select()
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
      .returning()
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
