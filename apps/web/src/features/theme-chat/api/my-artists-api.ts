import { authEndpoints } from '@lyricist/shared/auth/endpoints';
import { catalogueEndpoints } from '@lyricist/shared/catalogue/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, callApi } from '@/lib/api';
import { storedUser } from '@/lib/stored-user';
import { userArtistsQueryOptions } from './claimed-catalogue-api';

/** How many platform artists the finder shows for a query. */
const FINDER_LIMIT = 8;

/** GET /api/artists/search: the platform's catalogue, for picking "my artists" (ADR 013). */
export function usePlatformArtists(query: string) {
  const input = { query: { q: query.trim(), limit: FINDER_LIMIT } };
  return useQuery({
    queryKey: apiQueryKey(catalogueEndpoints.searchArtists, input),
    queryFn: () => callApi(catalogueEndpoints.searchArtists, input),
    enabled: input.query.q.length > 0,
  });
}

/** PUT /api/my-artists with the whole new list; the artist and song lists reload after it. */
export function useChooseArtists() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (artistIds: string[]) =>
      callApi(authEndpoints.myArtists, { body: { artist_ids: artistIds } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userArtistsQueryOptions(storedUser.id()).queryKey }),
  });
}
