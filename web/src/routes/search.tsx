import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../site/blog/LoadError.tsx';
import { NotFound } from '../site/NotFound.tsx';
import { loadSearch } from '../site/search/loadSearch.ts';
import { SearchPage } from '../site/search/SearchPage.tsx';
import { useHead } from '../site/seo/useHead.ts';

export const Route = createFileRoute('/search')({
  // Kept raw: the loader reads them (a bad page is no such page).
  validateSearch: (search: Record<string, unknown>): { q?: unknown; page?: unknown } => ({
    ...(search.q === undefined ? {} : { q: search.q }),
    ...(search.page === undefined ? {} : { page: search.page }),
  }),
  loaderDeps: ({ search }) => ({ q: search.q, page: search.page }),
  codeSplitGroupings: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
  loader: ({ context, deps }) => loadSearch(context.queryClient, deps.q, deps.page),
  component: Search,
  notFoundComponent: NotFound,
  errorComponent: LoadError,
});

function Search() {
  const source = Route.useLoaderData();
  useHead(source);
  return <SearchPage source={source} />;
}
