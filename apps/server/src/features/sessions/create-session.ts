import { DEFAULT_SONG_TITLE, DEFAULT_STYLE } from '@lyricist/shared/constants';
import type { CreateSessionBody } from '@lyricist/shared/sessions/contracts';
import type { Database } from '../../db/client';
import { lyricSessions } from '../../db/schema/index';
import type { SessionRow } from './owned-session';
import { sessionColumns } from './statements';

/** A new session for this user, with the spec's defaults for whatever the body leaves out. */
export async function createSession(
  db: Database,
  userId: string,
  body: CreateSessionBody,
): Promise<SessionRow> {
  const [row] = await db
    .insert(lyricSessions)
    .values({
      userId,
      songTitle: body.songTitle ?? DEFAULT_SONG_TITLE,
      lyrics: body.lyrics ?? '',
      style: body.style ?? DEFAULT_STYLE,
      messages: body.messagesJson ?? [],
      lastSaved: new Date(),
    })
    .returning(sessionColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}
