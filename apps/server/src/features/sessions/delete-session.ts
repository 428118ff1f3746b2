import type { Database } from '../../db/client';
import { lyricSessions } from '../../db/schema/index';
import { notFound } from '../../errors/app-error';
import { ownedBy } from './statements';

/** Deletes the user's own session; another user's id answers 404 like an unknown one. */
export async function deleteSession(db: Database, userId: string, sessionId: string): Promise<string> {
  const [row] = await db
    .delete(lyricSessions)
    .where(ownedBy(userId, sessionId))
    .returning({ id: lyricSessions.id });
  if (!row) throw notFound('Session');
  return row.id;
}
