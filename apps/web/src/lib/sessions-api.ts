import type {
  CreateSessionBody,
  ReferenceArtist,
  ReferenceSong,
  Session,
  SessionSummary,
  UpdateSessionBody,
} from '@lyricist/shared/sessions/contracts';
import { sessionEndpoints as api } from '@lyricist/shared/sessions/endpoints';
import { writingEndpoints } from '@lyricist/shared/writing/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiQueryKey, callApi } from './api';

/**
 * The session calls of SPEC point 7, shared by the library, the chat and the writer, through their
 * shared contracts. Mutations invalidate by `…QueryOptions().queryKey`.
 */

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: apiQueryKey(api.list),
    queryFn: (): Promise<SessionSummary[]> => callApi(api.list),
  });

export const sessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: apiQueryKey(api.get, { params: { id: sessionId } }),
    queryFn: () => getSession(sessionId),
  });

export const getSession = (sessionId: string): Promise<Session> =>
  callApi(api.get, { params: { id: sessionId } });

export const createSession = (body: CreateSessionBody): Promise<Session> => callApi(api.create, { body });

export const updateSession = (sessionId: string, body: UpdateSessionBody): Promise<Session> =>
  callApi(api.update, { params: { id: sessionId }, body });

export const updateLyrics = (sessionId: string, lyrics: string): Promise<Session> =>
  callApi(api.saveLyrics, { params: { id: sessionId }, body: { lyrics } });

export async function deleteSession(sessionId: string): Promise<void> {
  await callApi(api.remove, { params: { id: sessionId } });
}

export async function saveReferenceArtists(sessionId: string, artists: ReferenceArtist[]): Promise<void> {
  const body = { artistIds: artists.map((a) => a.id), artistsData: artists };
  await callApi(api.referenceArtists, { params: { id: sessionId }, body });
}

export async function saveReferenceSongs(sessionId: string, songs: ReferenceSong[]): Promise<void> {
  const body = { songIds: songs.map((s) => s.id), songsData: songs };
  await callApi(api.referenceSongs, { params: { id: sessionId }, body });
}

export async function saveMoods(sessionId: string, moods: string[]): Promise<void> {
  await callApi(api.moods, { params: { id: sessionId }, body: { moods } });
}

export async function saveGenres(sessionId: string, genres: string[]): Promise<void> {
  await callApi(api.genres, { params: { id: sessionId }, body: { genres } });
}

/** Names the song and saves the name as its title; throws 'Failed to generate song title' (SPEC point 8). */
export async function generateTitle(sessionId: string): Promise<string> {
  try {
    return (await callApi(writingEndpoints.generateTitle, { params: { id: sessionId } })).title;
  } catch (error) {
    throw new Error('Failed to generate song title', { cause: error });
  }
}
