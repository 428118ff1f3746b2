import { accessStatusSchema } from '@lyricist/shared/access/contracts';
import type { Approach } from '@lyricist/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { accessStatusQueryOptions } from './access-status';

/** POST /api/users/request-access {approach}. */
export async function requestAccess(approach: Approach): Promise<unknown> {
  const res = await apiRequest('POST', '/api/users/request-access', { approach });
  return res.json().catch(() => null);
}

/** Asks for access; the status is taken from the answer when it carries one, else re-read. */
export function useRequestAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccess,
    onSuccess: (answer) => {
      const status = accessStatusSchema.safeParse(answer);
      const { queryKey } = accessStatusQueryOptions();
      if (status.success) queryClient.setQueryData(queryKey, status.data);
      else void queryClient.invalidateQueries({ queryKey });
    },
  });
}
