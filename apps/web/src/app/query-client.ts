import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

/** R-query-1: never stale, never retried, no refetch on focus, no interval. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    mutations: { retry: false },
  },
});
