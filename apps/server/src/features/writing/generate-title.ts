import type { LyricAi } from '../../ai/lyric-ai';
import type { Database } from '../../db/client';
import { updateOwnedSession } from '../sessions/owned-session';
import { loadTitleInput } from './session-inputs';

/** Names the song from its lyrics, theme analysis and story, and saves the name as its title. */
export async function generateTitle(
  deps: { db: Database; ai: LyricAi },
  userId: string,
  sessionId: string,
): Promise<{ title: string }> {
  const input = await loadTitleInput(deps.db, userId, sessionId);
  const { title } = await deps.ai.title(input);
  await updateOwnedSession(deps.db, userId, sessionId, { songTitle: title });
  return { title };
}
