import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from './api/queryClient.ts';
import { routeTree } from '../../codegen/router/routeTree.gen.ts';
import type { SiteLook } from './site/seo/siteHead.ts';

/** What the server put in a rendered page (api/src/site/rendering/): its origin and the data it rendered from. */
interface BootData {
  siteUrl: string;
  queries: [QueryKey, unknown][];
  /** The public settings the page was drawn with. */
  site?: SiteLook;
}

function readBootData(): BootData | undefined {
  const script = document.getElementById('boot-data');
  return script?.textContent ? (JSON.parse(script.textContent) as BootData) : undefined;
}

function makeRouter(boot: BootData | undefined) {
  const router = createRouter({
    routeTree,
    context: { queryClient, siteUrl: boot?.siteUrl ?? window.location.origin, site: boot?.site },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
  // A server-rendered page is hydrated as the router's own SSR hand-over does it: no extra Suspense
  // boundary above the matches, so the tree is the one the server rendered.
  if (boot) router.ssr = { manifest: undefined };
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(): Promise<void> {
  const boot = readBootData();
  // The page's data is already here: the route loaders find it in the cache and ask for nothing.
  for (const [key, data] of boot?.queries ?? []) queryClient.setQueryData(key, data);
  const router = makeRouter(boot);
  // A server-rendered page is already readable: its start is spread over several short tasks
  // (router, route load, hydration) so a phone's main thread is never held for all of them.
  if (boot) await nextTask();
  // The current route's code arrives first, so the first render is the whole page. A failed load
  // (a chunk that did not arrive) renders anyway: the router shows its error.
  await router.load().catch(() => undefined);
  if (boot) await nextTask();

  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // As a transition, hydration yields to the browser between pieces of work instead of holding
  // the main thread for the whole page (which a phone feels as a long task).
  if (boot) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
void start();
