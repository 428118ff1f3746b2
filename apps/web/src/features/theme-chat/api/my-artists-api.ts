import { claimedArtistsResponseSchema } from '@lyricist/shared/auth/contracts';
import { artistSearchResponseSchema, type CatalogueArtist } from '@lyricist/shared/catalogue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** How many platform artists the finder shows for a query. */
const FINDER_LIMIT = 8;

/** GET /api/artists/search: the platform's catalogue, for picking "my artists" (ADR 013). */
export function usePlatformArtists(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['/api/artists/search', q],
    queryFn: async (): Promise<CatalogueArtist[]> => {
      const url = `/api/artists/search?q=${encodeURIComponent(q)}&limit=${FINDER_LIMIT}`;
      return artistSearchResponseSchema.parse(await (await apiRequest('GET', url)).json());
    },
    enabled: q.length > 0,
  });
}

/** PUT /api/my-artists with the whole new list; the artist and song lists reload after it. */
export function useChooseArtists() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (artistIds: string[]) =>
      claimedArtistsResponseSchema.parse(
        await (await apiRequest('PUT', '/api/my-artists', { artist_ids: artistIds })).json(),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/auth/user-artists'] }),
  });
}
