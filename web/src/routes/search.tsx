import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../site/blog/LoadError.tsx';
import { pageRoute } from '../site/routing/pageRoute.ts';
import { RoutePage } from '../site/routing/RoutePage.tsx';
import { loadSearch } from '../site/search/loadSearch.ts';
import { SearchPage } from '../site/search/SearchPage.tsx';

export const Route = createFileRoute('/search')({
  ...pageRoute,
  // Kept raw: the loader reads them (a bad page is no such page).
  validateSearch: (search: Record<string, unknown>): { q?: unknown; page?: unknown } => ({
    ...(search.q === undefined ? {} : { q: search.q }),
    ...(search.page === undefined ? {} : { page: search.page }),
  }),
  loaderDeps: ({ search }) => ({ q: search.q, page: search.page }),
  loader: ({ context, deps }) => loadSearch(context.queryClient, deps.q, deps.page),
  component: () => <RoutePage route={Route} render={(source) => <SearchPage source={source} />} />,
  errorComponent: LoadError,
});
