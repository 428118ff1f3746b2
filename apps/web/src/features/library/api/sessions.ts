import { SEARCH_DEBOUNCE_MS } from '@lyricist/shared/web-constants';
import { keepPreviousData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { type LibraryFilter, sessionPagesQueryOptions } from '@/lib/sessions-api';

/** A list read this recently is not read again when the library opens (the app has just read it). */
const JUST_READ_MS = 2000;

const libraryQuery = (filter: LibraryFilter) => ({
  ...sessionPagesQueryOptions(filter),
  staleTime: JUST_READ_MS,
});

/**
 * The library's cards, newest first, a page at a time; searched on the server 300 ms after the last
 * keystroke (a newer search aborts the older one's request). The cards of the previous search stay
 * on screen until the new ones arrive. The library re-reads its first page each time it opens,
 * because the writer and the chat change sessions elsewhere (and the writer invalidates it).
 */
export function useLibraryPages(term: string, starred: boolean) {
  const q = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery({ ...libraryQuery({ q, starred }), placeholderData: keepPreviousData });
  const sessions = useMemo(() => query.data?.pages.flatMap((page) => page.sessions) ?? [], [query.data]);
  return { query, sessions, q };
}

/**
 * Starts the library's first read as soon as the route is /library, before its lazily loaded code
 * is shown. A library scrolled deep last time is cut back to its first page first: TanStack would
 * otherwise read every page again, one after another, before showing any.
 */
export function prefetchLibrary(queryClient: QueryClient): Promise<void> {
  const options = libraryQuery({ q: '', starred: false });
  const state = queryClient.getQueryState(options.queryKey);
  const data = state?.data;
  if (data && data.pages.length > 1) {
    queryClient.setQueryData(
      options.queryKey,
      { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
      { updatedAt: state.dataUpdatedAt },
    );
  }
  return queryClient.prefetchInfiniteQuery(options);
}
