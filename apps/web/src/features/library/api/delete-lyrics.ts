import type { SessionPage } from '@lyricist/shared/sessions/contracts';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSession, SESSION_LIST_KEY } from '@/lib/sessions-api';

/**
 * DELETE /api/sessions/{id}; the card leaves every cached page at once on success. Pages are keyed
 * by a cursor of values, not positions, so the pages after it stay right; the lists are marked
 * stale (read again when next opened) rather than every loaded page being read again now.
 */
export function useDeleteLyrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (_answer, sessionId) => {
      queryClient.setQueriesData<InfiniteData<SessionPage>>({ queryKey: SESSION_LIST_KEY }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                sessions: page.sessions.filter((s) => s.sessionId !== sessionId),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: SESSION_LIST_KEY, refetchType: 'none' });
    },
  });
}
