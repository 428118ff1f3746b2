import {
  type CreateSessionBody,
  type ReferenceArtist,
  type ReferenceSong,
  type Session,
  type SessionPage,
  sessionPageSchema,
  sessionSchema,
  type UpdateSessionBody,
} from '@lyricist/shared/sessions/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api';

/**
 * The session calls of SPEC point 7, shared by the library, the chat and the writer. Answers are
 * parsed with the shared contracts. Mutations invalidate by `…QueryOptions().queryKey`.
 */

/** Every cached page of the library and of its searches: invalidate this after a save. */
export const SESSION_LIST_KEY = ['/api/sessions'] as const;

/** The library's pages (of a search when `q` is not blank), 30 cards each, read as the writer scrolls. */
export const sessionPagesQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...SESSION_LIST_KEY, q],
    // The signal aborts a search's request once a newer keystroke has replaced it.
    queryFn: ({ pageParam, signal }) => getSessionPage(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: SessionPage) => page.nextCursor,
  });

export async function getSessionPage(
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SessionPage> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  const url = params.size > 0 ? `/api/sessions?${params}` : '/api/sessions';
  return sessionPageSchema.parse(await (await apiRequest('GET', url, undefined, signal)).json());
}

export const sessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: [`/api/sessions/${sessionId}`],
    queryFn: () => getSession(sessionId),
  });

export async function getSession(sessionId: string): Promise<Session> {
  return sessionSchema.parse(
    await (await apiRequest('GET', `/api/sessions/${encodeURIComponent(sessionId)}`)).json(),
  );
}

export async function createSession(body: CreateSessionBody): Promise<Session> {
  return sessionSchema.parse(await (await apiRequest('POST', '/api/sessions', body)).json());
}

export async function updateSession(sessionId: string, body: UpdateSessionBody): Promise<Session> {
  return sessionSchema.parse(
    await (await apiRequest('PUT', `/api/sessions/${encodeURIComponent(sessionId)}`, body)).json(),
  );
}

export async function updateLyrics(sessionId: string, lyrics: string): Promise<Session> {
  return sessionSchema.parse(
    await (
      await apiRequest('PUT', `/api/sessions/${encodeURIComponent(sessionId)}/lyrics`, { lyrics })
    ).json(),
  );
}

export async function deleteSession(sessionId: string): Promise<void> {
  await apiRequest('DELETE', `/api/sessions/${encodeURIComponent(sessionId)}`);
}

export async function saveReferenceArtists(sessionId: string, artists: ReferenceArtist[]): Promise<void> {
  await apiRequest('POST', `/api/sessions/${encodeURIComponent(sessionId)}/reference-artists`, {
    artistIds: artists.map((a) => a.id),
    artistsData: artists,
  });
}

export async function saveReferenceSongs(sessionId: string, songs: ReferenceSong[]): Promise<void> {
  await apiRequest('POST', `/api/sessions/${encodeURIComponent(sessionId)}/reference-songs`, {
    songIds: songs.map((s) => s.id),
    songsData: songs,
  });
}

export async function saveMoods(sessionId: string, moods: string[]): Promise<void> {
  await apiRequest('POST', `/api/sessions/${encodeURIComponent(sessionId)}/moods`, { moods });
}

export async function saveGenres(sessionId: string, genres: string[]): Promise<void> {
  await apiRequest('POST', `/api/sessions/${encodeURIComponent(sessionId)}/genres`, { genres });
}
