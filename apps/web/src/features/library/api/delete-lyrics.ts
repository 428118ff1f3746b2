import type { SessionSummary } from '@lyricist/shared/sessions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSession, sessionsQueryOptions } from '@/lib/sessions-api';

/** DELETE /api/sessions/{id}; the card leaves the list at once on success, then the list is re-read. */
export function useDeleteLyrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (_answer, sessionId) => {
      const { queryKey } = sessionsQueryOptions();
      queryClient.setQueryData<SessionSummary[]>(queryKey, (list) =>
        list?.filter((s) => s.sessionId !== sessionId),
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
