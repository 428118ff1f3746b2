import { COPY } from '@lyricist/shared/copy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { SESSION_LIST_KEY, updateSession } from '@/lib/sessions-api';
import { updateCachedCards } from './cached-pages';

type Star = { sessionId: string; starred: boolean };

const setStar = ({ sessionId, starred }: Star) =>
  updateSession(sessionId, { starred }).then((session) => session.starred);

/**
 * Stars or unstars a card at once (every cached page shows it), then saves it; a failed save puts the
 * star back and says so. The starred filter's pages are read again when next shown.
 */
export function useStarLyrics() {
  const queryClient = useQueryClient();
  const show = ({ sessionId, starred }: Star) =>
    updateCachedCards(queryClient, (cards) =>
      cards.map((card) => (card.sessionId === sessionId ? { ...card, starred } : card)),
    );
  return useMutation({
    mutationFn: setStar,
    onMutate: show,
    onError: (error, star) => {
      console.error('Failed to star lyrics', error);
      show({ ...star, starred: !star.starred });
      toast({ title: COPY.errors.title, description: COPY.library.starFailed, variant: 'destructive' });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: SESSION_LIST_KEY, refetchType: 'none' }),
  });
}
