import { catalogueEndpoints as api } from '@lyricist/shared/catalogue/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiQueryKey, callApi } from '@/lib/api';

/** Artist and track look-ups, used when a restored session lacks stored data (R-restore-3). */

export const artistQueryOptions = (id: string) =>
  queryOptions({
    queryKey: apiQueryKey(api.artist, { params: { id } }),
    queryFn: () => callApi(api.artist, { params: { id } }),
  });

export const trackQueryOptions = (id: string) =>
  queryOptions({
    queryKey: apiQueryKey(api.track, { params: { id } }),
    queryFn: () => callApi(api.track, { params: { id } }),
  });
