import {
  type CatalogueArtist,
  type CatalogueTrack,
  catalogueArtistSchema,
  catalogueTrackSchema,
} from '@lyricist/shared/catalogue/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** Artist and track look-ups, used when a restored session lacks stored data (SPEC point 7). */

export async function fetchArtist(id: string): Promise<CatalogueArtist> {
  const res = await apiRequest('GET', `/api/artists/${encodeURIComponent(id)}`);
  return catalogueArtistSchema.parse(await res.json());
}

export async function fetchTrack(id: string): Promise<CatalogueTrack> {
  const res = await apiRequest('GET', `/api/tracks/${encodeURIComponent(id)}`);
  return catalogueTrackSchema.parse(await res.json());
}

export const artistQueryOptions = (id: string) =>
  queryOptions({ queryKey: [`/api/artists/${id}`], queryFn: () => fetchArtist(id) });

export const trackQueryOptions = (id: string) =>
  queryOptions({ queryKey: [`/api/tracks/${id}`], queryFn: () => fetchTrack(id) });
