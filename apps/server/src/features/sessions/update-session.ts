import type { UpdateSessionBody } from '@lyricist/shared/sessions/contracts';
import type { Database } from '../../db/client';
import { type SessionRow, updateOwnedSession } from './owned-session';

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
