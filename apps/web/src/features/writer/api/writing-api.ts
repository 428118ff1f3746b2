import { urlOf } from '@lyricist/shared/api/endpoint';
import { type LyricsSaved, lyricsSavedSchema, type Session } from '@lyricist/shared/sessions/contracts';
import { sessionEndpoints } from '@lyricist/shared/sessions/endpoints';
import type { AutocompleteBody, AutocompleteResponse } from '@lyricist/shared/writing/contracts';
import { writingEndpoints } from '@lyricist/shared/writing/endpoints';
import { callApi, identityHeaders, throwIfResNotOk } from '@/lib/api';
import { updateLyrics, updateSession } from '@/lib/sessions-api';

/** The writer's calls (R-ghost-5, R-session-5): contextual autocomplete, lyrics and title saves. */

export const requestAutocomplete = (
  sessionId: string,
  body: AutocompleteBody,
): Promise<AutocompleteResponse> =>
  callApi(writingEndpoints.autocomplete, { params: { id: sessionId }, body });

/**
 * Saves lyrics. `keepalive` is for a page being hidden or unloaded: the browser finishes the request
 * after the page is gone (a plain fetch would be cancelled), so it bypasses the parsed helper.
 */
export async function saveLyrics(
  sessionId: string,
  lyrics: string,
  { keepalive }: { keepalive: boolean },
): Promise<LyricsSaved> {
  if (!keepalive) return updateLyrics(sessionId, lyrics);
  const res = await fetch(urlOf(sessionEndpoints.saveLyrics, { params: { id: sessionId } }), {
    method: 'PUT',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...identityHeaders() },
    body: JSON.stringify({ lyrics }),
    credentials: 'include',
    keepalive: true,
  });
  await throwIfResNotOk(res);
  return lyricsSavedSchema.parse(await res.json());
}

export async function saveTitle(sessionId: string, songTitle: string): Promise<Session> {
  return updateSession(sessionId, { songTitle });
}
