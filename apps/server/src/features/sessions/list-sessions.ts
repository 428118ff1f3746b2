import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lyricSessions } from '../../db/schema/index';
import type { SessionRow } from './owned-session';

type SummaryRow = Pick<SessionRow, 'id' | 'songTitle' | 'lyrics' | 'style' | 'lastSaved'>;

/** The user's own sessions as library cards, newest save first. */
export async function listSessions(db: Database, userId: string): Promise<SummaryRow[]> {
  return (
    db
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
  );
}
