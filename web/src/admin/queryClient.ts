import { QueryClient } from '@tanstack/react-query';

/** SPEC §7 caching for the admin's reads: no retries, no refetch on focus or polling. */
export const adminQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
    mutations: { retry: false },
  },
});
