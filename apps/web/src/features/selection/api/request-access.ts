import { accessEndpoints } from '@lyricist/shared/access/endpoints';
import type { Approach } from '@lyricist/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api';
import { accessStatusQueryOptions } from './access-status';

/** POST /api/users/request-access {approach}; answers the new status. */
export const requestAccess = (approach: Approach) => callApi(accessEndpoints.request, { body: { approach } });

/** Asks for access; the status is taken from the answer. */
export function useRequestAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccess,
    onSuccess: (status) => queryClient.setQueryData(accessStatusQueryOptions().queryKey, status),
  });
}
