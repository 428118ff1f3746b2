import { type Session, sessionSchema } from '@lyricist/shared/sessions/contracts';
import {
  type AutocompleteResponse,
  autocompleteResponseSchema,
  generateTitleResponseSchema,
} from '@lyricist/shared/writing/contracts';
import { apiRequest, identityHeaders, throwIfResNotOk } from '@/lib/api';
import { updateLyrics, updateSession } from '@/lib/sessions-api';
import type { AutocompleteBody } from '../lib/autocomplete-scheduler';

/** The writer's calls (SPEC point 7): contextual autocomplete, title generation, lyrics and title saves. */

const sessionPath = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}`;

export async function requestAutocomplete(
  sessionId: string,
  body: AutocompleteBody,
): Promise<AutocompleteResponse> {
  const res = await apiRequest('POST', `${sessionPath(sessionId)}/contextual-autocomplete`, body);
  return autocompleteResponseSchema.parse(await res.json());
}

/** Throws 'Failed to generate song title' (SPEC point 8 helper errors) on a non-OK answer. */
export async function generateTitle(sessionId: string): Promise<string> {
  try {
    const res = await apiRequest('POST', `${sessionPath(sessionId)}/generate-title`);
    return generateTitleResponseSchema.parse(await res.json()).title;
  } catch (error) {
    throw new Error('Failed to generate song title', { cause: error });
  }
}

/**
 * Saves lyrics. `keepalive` is for a page being hidden or unloaded: the browser finishes the request
 * after the page is gone (a plain fetch would be cancelled), so it bypasses the parsed helper.
 */
export async function saveLyrics(
  sessionId: string,
  lyrics: string,
  { keepalive }: { keepalive: boolean },
): Promise<Pick<Session, 'lastSaved'>> {
  if (!keepalive) return updateLyrics(sessionId, lyrics);
  const res = await fetch(`${sessionPath(sessionId)}/lyrics`, {
    method: 'PUT',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...identityHeaders() },
    body: JSON.stringify({ lyrics }),
    credentials: 'include',
    keepalive: true,
  });
  await throwIfResNotOk(res);
  return sessionSchema.pick({ lastSaved: true }).parse(await res.json());
}

export async function saveTitle(sessionId: string, songTitle: string): Promise<Session> {
  return updateSession(sessionId, { songTitle });
}
