import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { routeTree } from '../routeTree.gen.ts';

/**
 * The markup a public page shows before its data arrives, rendered at build time so the browser
 * can paint it before the scripts run. Data (the blog cards, the session) is left in its loading
 * state, exactly as the client's first render shows it.
 */
export async function renderPage(url: string): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  });
  await router.load();
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
