import { keepPage } from '../blog/searchParams.ts';
import { NotFound } from '../NotFound.tsx';

/**
 * What every public page route that reads data shares: "no such page" shows the site's 404 card,
 * which every page has loaded already. Each route names its `errorComponent` (LoadError) itself,
 * so that card travels in the route's own chunk with its loader and component
 * (`codeSplittingOptions` in web/vite.config.ts), not in the landing's first load.
 */
export const pageRoute = { notFoundComponent: NotFound } as const;

/** A post list route (the blog, an archive, an author's page): its `page` parameter, kept raw for the loader to judge. */
export const postListRoute = {
  ...pageRoute,
  validateSearch: keepPage,
  loaderDeps: ({ search }: { search: { page?: unknown } }) => ({ page: search.page }),
} as const;
