import {
  type ClaimedArtist,
  claimedArtistSchema,
  claimedArtistsResponseSchema,
  claimedSongsResponseSchema,
} from '@lyricist/shared/auth/contracts';
import { USER_ID_QUERY_PARAM } from '@lyricist/shared/storage-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { claimedCatalogueCache, storedUser } from '@/lib/stored-user';
import { groupClaimedSongs, type SongsByArtist, songsByArtistSchema } from '../library';

/**
 * The user's claimed artists and their songs (SPEC point 7), cached in local storage so the
 * dropdowns fill at once on the next visit. Failures are only logged (SPEC point 8).
 */

function readCache<T>(part: 'artists' | 'songsByArtist', schema: z.ZodType<T>): T | undefined {
  const parsed = schema.safeParse(claimedCatalogueCache.read(part));
  return parsed.success ? parsed.data : undefined;
}

// The cache may hold entries without an image (SPEC: "array of artist_name and artist_id").
const cachedArtistsSchema = z.array(claimedArtistSchema.extend({ artist_image: z.string().nullish() }));

export function cachedUserArtists(): ClaimedArtist[] | undefined {
  return readCache('artists', cachedArtistsSchema)?.map((a) => ({
    ...a,
    artist_image: a.artist_image ?? null,
  }));
}

export function cachedSongsByArtist(): SongsByArtist | undefined {
  return readCache('songsByArtist', songsByArtistSchema);
}

/** GET /api/auth/user-artists?lyricistUserId=; on failure the cached list, else none. */
export async function fetchUserArtists(userId: string | null): Promise<ClaimedArtist[]> {
  if (!userId) return cachedUserArtists() ?? [];
  try {
    const url = `/api/auth/user-artists?${USER_ID_QUERY_PARAM}=${encodeURIComponent(userId)}`;
    const artists = claimedArtistsResponseSchema.parse(await (await apiRequest('GET', url)).json());
    claimedCatalogueCache.write('artists', artists);
    return artists;
  } catch (error) {
    console.error('Failed to fetch user artists', error);
    return cachedUserArtists() ?? [];
  }
}

/** POST /api/auth/claimed-artists-songs, grouped by artist; a failure yields an empty map. */
export async function fetchSongsByArtist(artists: readonly ClaimedArtist[]): Promise<SongsByArtist> {
  if (artists.length === 0) return {};
  try {
    const body = {
      claimed_artists: artists.map((a) => ({ artist_name: a.artist_name, artist_id: a.artist_id })),
    };
    const res = await apiRequest('POST', '/api/auth/claimed-artists-songs', body);
    const grouped = groupClaimedSongs(claimedSongsResponseSchema.parse(await res.json()));
    claimedCatalogueCache.write('songsByArtist', grouped);
    return grouped;
  } catch (error) {
    console.error('Failed to fetch claimed artists songs', error);
    return {};
  }
}

export const userArtistsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['/api/auth/user-artists', userId],
    queryFn: () => fetchUserArtists(userId),
    placeholderData: cachedUserArtists,
  });

export const songsByArtistQueryOptions = (artists: readonly ClaimedArtist[] | undefined) =>
  queryOptions({
    queryKey: ['/api/auth/claimed-artists-songs', artists?.map((a) => a.artist_id) ?? null],
    queryFn: () => fetchSongsByArtist(artists ?? []),
    enabled: artists !== undefined,
    placeholderData: cachedSongsByArtist,
  });

export function useUserArtists() {
  return useQuery(userArtistsQueryOptions(storedUser.id()));
}

/** Waits for the real artist list (not the cached placeholder) before asking for songs. */
export function useSongsByArtist(artists: readonly ClaimedArtist[] | undefined) {
  return useQuery(songsByArtistQueryOptions(artists));
}
