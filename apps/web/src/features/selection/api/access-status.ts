import type { AccessStatus } from '@lyricist/shared/access/contracts';
import { accessEndpoints } from '@lyricist/shared/access/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryKey, callApi } from '@/lib/api';

/** GET /api/users/access-request-status: which gated approaches this user has asked for. */
export const getAccessStatus = (): Promise<AccessStatus> => callApi(accessEndpoints.status);

export const accessStatusQueryOptions = () =>
  queryOptions({ queryKey: apiQueryKey(accessEndpoints.status), queryFn: getAccessStatus });

/**
 * The status, loaded once `enabled` turns on. It is re-read every time the screen opens (stale at
 * once), unlike the app's never-stale default, so a request made elsewhere shows up.
 */
export function useAccessStatus(enabled: boolean) {
  return useQuery({ ...accessStatusQueryOptions(), enabled, staleTime: 0 });
}
