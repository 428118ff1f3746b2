import { useQuery } from '@tanstack/react-query';
import { sessionsQueryOptions } from '@/lib/sessions-api';

/**
 * GET /api/sessions, newest first. The library re-reads it each time it opens, showing the cached
 * list meanwhile, because the writer and the chat change sessions elsewhere.
 */
export function useSessions() {
  return useQuery({ ...sessionsQueryOptions(), refetchOnMount: 'always' });
}
