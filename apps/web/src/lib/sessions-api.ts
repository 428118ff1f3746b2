import { urlOf } from '@lyricist/shared/api/endpoint';
import type {
  CreateSessionBody,
  LyricsSaved,
  ReferenceArtist,
  ReferenceSong,
  Session,
  SessionPage,
  UpdateSessionBody,
} from '@lyricist/shared/sessions/contracts';
import { sessionEndpoints as api } from '@lyricist/shared/sessions/endpoints';
import { writingEndpoints } from '@lyricist/shared/writing/endpoints';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiQueryKey, callApi } from './api';

/**
 * The session calls (R-session-5), shared by the library, the chat and the writer, through their
 * shared contracts. Mutations invalidate by `…QueryOptions().queryKey`.
 */

/** Every cached page of the library and of its searches: invalidate this after a save. */
export const SESSION_LIST_KEY = [urlOf(api.list)] as const;

/** Which cards the library lists: a search (`q` blank: every session), only the starred ones or all. */
export type LibraryFilter = { q: string; starred: boolean };

/** The library's pages, 30 cards each, read as the writer scrolls. */
export const sessionPagesQueryOptions = (filter: LibraryFilter) =>
  infiniteQueryOptions({
    queryKey: [...SESSION_LIST_KEY, filter.q, filter.starred],
    // The signal aborts a search's request once a newer keystroke has replaced it.
    queryFn: ({ pageParam, signal }) => getSessionPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: SessionPage) => page.nextCursor,
  });

/** One page of the library, or of a search in it. */
export const getSessionPage = (
  { q, starred }: LibraryFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SessionPage> =>
  callApi(api.list, {
    query: { q: q || undefined, cursor: cursor ?? undefined, starred: starred ? 'true' : undefined },
    signal,
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

export const updateLyrics = (sessionId: string, lyrics: string): Promise<LyricsSaved> =>
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

/** Names the song and saves the name as its title; throws 'Failed to generate song title' (R-title-4). */
export async function generateTitle(sessionId: string): Promise<string> {
  try {
    return (await callApi(writingEndpoints.generateTitle, { params: { id: sessionId } })).title;
  } catch (error) {
    throw new Error('Failed to generate song title', { cause: error });
  }
}
