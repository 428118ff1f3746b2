import { type QueryClient, useQuery } from '@tanstack/react-query';
import { sessionsQueryOptions } from '@/lib/sessions-api';

/** A list read this recently is not read again when the library opens (the app has just read it). */
const JUST_READ_MS = 2000;

const librarySessionsQuery = () => ({ ...sessionsQueryOptions(), staleTime: JUST_READ_MS });

/**
 * GET /api/sessions, newest first. The library re-reads it each time it opens, showing the cached
 * list meanwhile, because the writer and the chat change sessions elsewhere (and they invalidate it).
 */
export function useSessions() {
  return useQuery(librarySessionsQuery());
}

/**
 * Starts the library's list read as soon as the route is /library. The screen's own read would start
 * only once its lazily loaded code is shown, which React holds back for about 300 ms after the
 * loading fallback appears.
 */
export function prefetchLibrary(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(librarySessionsQuery());
}
