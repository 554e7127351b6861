import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { notFoundCard } from '../site/routing/pageRoute.ts';
import type { SiteLook } from '../site/seo/siteHead.ts';
import '../site/base.css';
import '../site/search/shortcut.ts';
import '../site/theme.css';

export interface RouterContext {
  queryClient: QueryClient;
  /** The site's origin for absolute URLs (canonical, Open Graph): SITE_URL on the server, the same in the browser. */
  siteUrl: string;
  /** The site's public settings, as the server rendered the page with them (absent on client-only pages). */
  site?: SiteLook;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: notFoundCard,
});

function Root() {
  // A server-rendered page marks itself until the app has taken it over (the browser tests wait on it).
  useEffect(() => document.getElementById('server-rendered')?.remove(), []);
  return <Outlet />;
}
