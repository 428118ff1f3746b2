import type { StyleDirector } from '@lyricist/shared/ai/contracts';
import type { AutocompleteBody, AutocompleteResponse } from '@lyricist/shared/writing/contracts';
import type { LyricAi } from '../../ai/lyric-ai';
import type { Database } from '../../db/client';
import { loadDirectors, loadSession } from '../sessions/store';
import type { StyleRefresher } from '../sessions/style-refresher';
import { pronunciationMap } from '../words/store';

type AutocompleteDeps = { db: Database; ai: LyricAi; styleRefresh: StyleRefresher };

/**
 * Ghost text for the editor, steered by the session's directors. Without either director there is
 * nothing to steer by (R-ghost-6): an empty suggestion, both flags false, and no AI call. The
 * writer's own syllable counts (issue 17) go with the call, so line lengths are measured their way,
 * and so does the rhyme scheme the writer set for the song, and the memo phrase the line is sung to
 * when its stanza is linked to one (R-ghost-10). A style director refresh still pending
 * for a list just pinned runs first, so the suggestion follows the latest lists; lists pinned with
 * no director yet (the first refresh still running, or lost) are waited for, or refreshed, so the
 * first suggestion is not empty (issue 33).
 */
export async function contextualAutocomplete(
  deps: AutocompleteDeps,
  userId: string,
  sessionId: string,
  body: AutocompleteBody,
): Promise<AutocompleteResponse> {
  await deps.styleRefresh.settle(userId, sessionId);
  const { storytelling, style: stored, rhymeScheme } = await loadDirectors(deps.db, userId, sessionId);
  const style = stored ?? (storytelling ? null : await firstStyleDirector(deps, userId, sessionId));
  const flags = { storytellingAvailable: storytelling !== null, styleAvailable: style !== null };
  if (!storytelling && !style) return { suggestion: '', ...flags };
  const { suggestion } = await deps.ai.autocomplete({
    lyrics: body.currentLyrics,
    cursorPosition: body.cursorPosition,
    storytelling,
    style,
    rhymeScheme,
    pronunciations: await pronunciationMap(deps.db, userId),
    ...(body.melody ? { melody: body.melody } : {}),
  });
  return { suggestion, ...flags };
}

/**
 * A session with no director at all: when lists are pinned, their first style director is still
 * being computed, or its refresh was lost (ADR 042), and is waited for, or started; else null.
 */
async function firstStyleDirector(
  deps: AutocompleteDeps,
  userId: string,
  sessionId: string,
): Promise<StyleDirector | null> {
  const session = await loadSession(deps.db, userId, sessionId);
  const lists = [session.moods, session.genres, session.referenceArtistIds, session.referenceSongIds];
  return lists.some((list) => list.length > 0) ? deps.styleRefresh.awaitFirst(userId, sessionId) : null;
}
