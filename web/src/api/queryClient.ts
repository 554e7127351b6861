import { QueryClient } from '@tanstack/react-query';

/** SPEC §7 caching: no retries, no refetch on focus, no polling, data never goes stale. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
    mutations: { retry: false },
  },
});
