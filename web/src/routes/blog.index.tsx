import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../site/blog/LoadError.tsx';
import { loadList } from '../site/blog/loadList.ts';
import { PostListPage } from '../site/blog/PostList.tsx';
import { keepPage } from '../site/blog/searchParams.ts';
import { NotFound } from '../site/NotFound.tsx';
import { useHead } from '../site/seo/useHead.ts';

export const Route = createFileRoute('/blog/')({
  validateSearch: keepPage,
  loaderDeps: ({ search }) => ({ page: search.page }),
  // The loader travels with the page in its own chunk, keeping the API client out of the entry bundle.
  codeSplitGroupings: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
  loader: async ({ context, deps }) => ({ kind: 'list' as const, list: await loadList(context.queryClient, deps.page, {}, context.site?.postsPerPage) }),
  component: BlogIndex,
  notFoundComponent: NotFound,
  errorComponent: LoadError,
});

function BlogIndex() {
  const source = Route.useLoaderData();
  useHead(source);
  return <PostListPage list={source.list} />;
}
