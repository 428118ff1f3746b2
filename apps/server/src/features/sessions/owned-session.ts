import type { Database } from '../../db/client';
import { lyricSessions } from '../../db/schema/index';
import { notFound } from '../../errors/app-error';
import { ownedBy, sessionColumns, sessionStatements } from './statements';

/** A session's own fields (`sessionColumns`: not the library's preview and search text). */
export type SessionRow = Omit<typeof lyricSessions.$inferSelect, 'preview' | 'searchText'>;

/** The user's own session; another user's id answers 404 exactly like an unknown id. */
export async function loadOwnedSession(db: Database, userId: string, sessionId: string): Promise<SessionRow> {
  const [row] = await sessionStatements(db).owned.execute({ id: sessionId, userId });
  if (!row) throw notFound('Session');
  return row;
}

/** Updates the user's own session and stamps lastSaved; 404 when it is not theirs. */
export async function updateOwnedSession(
  db: Database,
  userId: string,
  sessionId: string,
  changes: Partial<Omit<SessionRow, 'id' | 'userId' | 'createdAt' | 'lastSaved'>>,
): Promise<SessionRow> {
  const [row] = await db
    .update(lyricSessions)
    .set({ ...changes, lastSaved: new Date() })
    .where(ownedBy(userId, sessionId))
    .returning(sessionColumns);
  if (!row) throw notFound('Session');
  return row;
}
