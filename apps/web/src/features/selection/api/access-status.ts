import { type AccessStatus, accessStatusSchema } from '@lyricist/shared/access/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const ACCESS_STATUS_URL = '/api/users/access-request-status';

/** GET /api/users/access-request-status: which gated approaches this user has asked for. */
export async function getAccessStatus(): Promise<AccessStatus> {
  return accessStatusSchema.parse(await (await apiRequest('GET', ACCESS_STATUS_URL)).json());
}

export const accessStatusQueryOptions = () =>
  queryOptions({ queryKey: [ACCESS_STATUS_URL], queryFn: getAccessStatus });

/**
 * The status, loaded once `enabled` turns on. It is re-read every time the screen opens (stale at
 * once), unlike the app's never-stale default, so a request made elsewhere shows up.
 */
export function useAccessStatus(enabled: boolean) {
  return useQuery({ ...accessStatusQueryOptions(), enabled, staleTime: 0 });
}
