import type { AutocompleteBody, AutocompleteResponse } from '@lyricist/shared/writing/contracts';
import type { LyricAi } from '../../ai/lyric-ai';
import type { Database } from '../../db/client';
import { loadDirectors } from '../sessions/store';
import type { StyleRefresher } from '../sessions/style-refresher';
import { pronunciationMap } from '../words/store';

/**
 * Ghost text for the editor, steered by the session's directors. Without either director there is
 * nothing to steer by (R-ghost-6): an empty suggestion, both flags false, and no AI call. The
 * writer's own syllable counts (issue 17) go with the call, so line lengths are measured their way,
 * and so does the rhyme scheme the writer set for the song. A style director refresh still pending
 * for a list just pinned runs first, so the suggestion follows the latest lists.
 */
export async function contextualAutocomplete(
  deps: { db: Database; ai: LyricAi; styleRefresh: StyleRefresher },
  userId: string,
  sessionId: string,
  body: AutocompleteBody,
): Promise<AutocompleteResponse> {
  await deps.styleRefresh.settle(userId, sessionId);
  const { storytelling, style, rhymeScheme } = await loadDirectors(deps.db, userId, sessionId);
  const flags = { storytellingAvailable: storytelling !== null, styleAvailable: style !== null };
  if (!storytelling && !style) return { suggestion: '', ...flags };
  const { suggestion } = await deps.ai.autocomplete({
    lyrics: body.currentLyrics,
    cursorPosition: body.cursorPosition,
    storytelling,
    style,
    rhymeScheme,
    pronunciations: await pronunciationMap(deps.db, userId),
  });
  return { suggestion, ...flags };
}
