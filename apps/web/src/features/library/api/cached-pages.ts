import type { SessionPage, SessionPreview } from '@lyricist/shared/sessions/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { SESSION_LIST_KEY } from '@/lib/sessions-api';

/**
 * Changes the cards of every cached library page at once (all searches and filters). Pages are keyed
 * by a cursor of values, not positions, so the pages after a changed card stay right.
 */
export function updateCachedCards(
  queryClient: QueryClient,
  update: (cards: SessionPreview[]) => SessionPreview[],
): void {
  queryClient.setQueriesData<InfiniteData<SessionPage>>({ queryKey: SESSION_LIST_KEY }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, sessions: update(page.sessions) })) }
      : data,
  );
}
