import { QueryClient } from '@tanstack/react-query';

/** Public data caching: no retries, no refetch on focus, no polling, data never goes stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** The browser's one client (the server renders each page with a new one). */
export const queryClient = createQueryClient();
