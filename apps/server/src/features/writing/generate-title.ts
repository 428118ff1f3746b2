import type { GenerateTitleResponse } from '@lyricist/shared/writing/contracts';
import type { LyricAi } from '../../ai/lyric-ai';
import type { Database } from '../../db/client';
import { loadTitleInput, updateSession } from '../sessions/store';
import { keepBeforeTitle } from '../versions/store';

/** Names the song from its lyrics, theme analysis and story, and saves the name as its title. */
export async function generateTitle(
  deps: { db: Database; ai: LyricAi },
  userId: string,
  sessionId: string,
): Promise<GenerateTitleResponse> {
  const input = await loadTitleInput(deps.db, userId, sessionId);
  const { title } = await deps.ai.title(input);
  // After the model answered (a failed call replaces nothing), before the title is replaced.
  await keepBeforeTitle(deps.db, userId, sessionId);
  await updateSession(deps.db, userId, sessionId, { songTitle: title });
  return { title };
}
