import type { UpdateSessionBody } from '@lyricist/shared/sessions/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../errors/app-error';
import { type SessionRow, updateOwnedSession } from './owned-session';
import { sessionStatements } from './statements';

/**
 * Changes the title, lyrics and/or style of the user's own session. Absent fields stay as they are;
 * lastSaved is stamped even when nothing else changes (every write is a save).
 */
export function updateSession(
  db: Database,
  userId: string,
  sessionId: string,
  body: UpdateSessionBody,
): Promise<SessionRow> {
  const changes: Partial<Pick<SessionRow, 'songTitle' | 'lyrics' | 'style'>> = {};
  if (body.songTitle !== undefined) changes.songTitle = body.songTitle;
  if (body.lyrics !== undefined) changes.lyrics = body.lyrics;
  if (body.style !== undefined) changes.style = body.style;
  return updateOwnedSession(db, userId, sessionId, changes);
}

/** The autosave: new lyrics for the user's own session, stamped as saved now; 404 when not theirs. */
export async function saveLyrics(
  db: Database,
  userId: string,
  sessionId: string,
  lyrics: string,
): Promise<SessionRow> {
  const savedAt = new Date().toISOString();
  const [row] = await sessionStatements(db).saveLyrics.execute({ id: sessionId, userId, lyrics, savedAt });
  if (!row) throw notFound('Session');
  return row;
}
