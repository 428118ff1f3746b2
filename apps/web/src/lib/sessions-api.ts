import {
  type CreateSessionBody,
  type ReferenceArtist,
  type ReferenceSong,
  type Session,
  type SessionSummary,
  sessionListSchema,
  sessionSchema,
  type UpdateSessionBody,
} from '@lyricist/shared/sessions/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api';

/**
 * The session calls of SPEC point 7, shared by the library, the chat and the writer. Answers are
 * parsed with the shared contracts. Mutations invalidate by `…QueryOptions().queryKey`.
 */

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/sessions'],
    queryFn: async (): Promise<SessionSummary[]> =>
      sessionListSchema.parse(await (await apiRequest('GET', '/api/sessions')).json()),
  });

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
