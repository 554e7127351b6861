import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api/queryClient.ts';
import { routeTree } from './routeTree.gen.ts';

const router = createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The current route's code arrives first, so the first render is the whole page: over a
// prerendered landing (web/scripts/prerender.ts) the swap is then invisible, with no empty frame.
function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
// A failed load (a chunk that did not arrive) renders anyway: the router shows its error.
router.load().then(render, render);
