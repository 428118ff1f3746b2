import { urlOf } from '@lyricist/shared/api/endpoint';
import { type ClaimedArtist, claimedArtistSchema } from '@lyricist/shared/auth/contracts';
import { authEndpoints } from '@lyricist/shared/auth/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiQueryKey, callApi } from '@/lib/api';
import { claimedCatalogueCache, storedUser } from '@/lib/stored-user';
import { groupClaimedSongs, type SongsByArtist, songsByArtistSchema } from '../claimed-catalogue';

/**
 * The user's claimed artists and their songs (R-catalogue-1, R-catalogue-2), cached in local storage so the
 * dropdowns fill at once on the next visit. Failures are only logged (R-catalogue-2).
 */

function readCache<T>(part: 'artists' | 'songsByArtist', schema: z.ZodType<T>): T | undefined {
  const parsed = schema.safeParse(claimedCatalogueCache.read(part));
  return parsed.success ? parsed.data : undefined;
}

// The cache may hold entries without an image (R-storage-1: an array of artist_name and artist_id).
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
    const artists = await callApi(authEndpoints.userArtists, { query: { lyricistUserId: userId } });
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
    const grouped = groupClaimedSongs(await callApi(authEndpoints.claimedSongs, { body }));
    claimedCatalogueCache.write('songsByArtist', grouped);
    return grouped;
  } catch (error) {
    console.error('Failed to fetch claimed artists songs', error);
    return {};
  }
}

export const userArtistsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: apiQueryKey(authEndpoints.userArtists, { query: { lyricistUserId: userId ?? '' } }),
    queryFn: () => fetchUserArtists(userId),
    placeholderData: cachedUserArtists,
  });

export const songsByArtistQueryOptions = (artists: readonly ClaimedArtist[] | undefined) =>
  queryOptions({
    queryKey: [urlOf(authEndpoints.claimedSongs), artists?.map((a) => a.artist_id) ?? null],
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
