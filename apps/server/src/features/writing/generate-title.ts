import type { LyricAi } from '../../ai/lyric-ai';
import type { Database } from '../../db/client';
import { loadTitleInput, updateSession } from '../sessions/store';

/** Names the song from its lyrics, theme analysis and story, and saves the name as its title. */
export async function generateTitle(
  deps: { db: Database; ai: LyricAi },
  userId: string,
  sessionId: string,
): Promise<{ title: string }> {
  const input = await loadTitleInput(deps.db, userId, sessionId);
  const { title } = await deps.ai.title(input);
  await updateSession(deps.db, userId, sessionId, { songTitle: title });
  return { title };
}
