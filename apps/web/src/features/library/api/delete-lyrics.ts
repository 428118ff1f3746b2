import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSession, SESSION_LIST_KEY } from '@/lib/sessions-api';
import { updateCachedCards } from './cached-pages';

/**
 * DELETE /api/sessions/{id}; the card leaves every cached page at once on success. The lists are
 * marked stale (read again when next opened) rather than every loaded page being read again now.
 */
export function useDeleteLyrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (_answer, sessionId) => {
      updateCachedCards(queryClient, (cards) => cards.filter((s) => s.sessionId !== sessionId));
      void queryClient.invalidateQueries({ queryKey: SESSION_LIST_KEY, refetchType: 'none' });
    },
  });
}
