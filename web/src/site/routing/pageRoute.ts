import { keepPage } from '../blog/searchParams.ts';
import { LoadError } from '../blog/LoadError.tsx';
import { NotFound } from '../NotFound.tsx';

/**
 * What every public page route that reads data shares: "no such page" shows the site's 404 card,
 * any other failure the load-error card. (The loader and component travel in the route's own
 * chunk: `codeSplittingOptions` in web/vite.config.ts.)
 */
export const pageRoute = { notFoundComponent: NotFound, errorComponent: LoadError } as const;

/** A post list route (the blog, an archive, an author's page): its `page` parameter, kept raw for the loader to judge. */
export const postListRoute = {
  ...pageRoute,
  validateSearch: keepPage,
  loaderDeps: ({ search }: { search: { page?: unknown } }) => ({ page: search.page }),
} as const;
