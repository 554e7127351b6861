import { lazyRouteComponent } from '@tanstack/react-router';
import { keepPage } from '../blog/searchParams.ts';

/**
 * The site's 404 card in its frame, fetched by the router before it renders a page that shows it.
 * The public pages have its chunk already; the back office, which never shows it, never loads it.
 */
export const notFoundCard = lazyRouteComponent(() => import('../NotFound.tsx'), 'NotFound');

/**
 * What every public page route that reads data shares: "no such page" shows the site's 404 card.
 * Each route names its `errorComponent` (LoadError) itself,
 * so that card travels in the route's own chunk with its loader and component
 * (`codeSplittingOptions` in web/vite.config.ts), not in the landing's first load.
 */
export const pageRoute = { notFoundComponent: notFoundCard } as const;

/** A post list route (the blog, an archive, an author's page): its `page` parameter, kept raw for the loader to judge. */
export const postListRoute = {
  ...pageRoute,
  validateSearch: keepPage,
  loaderDeps: ({ search }: { search: { page?: unknown } }) => ({ page: search.page }),
} as const;
