import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../site/blog/LoadError.tsx';
import { loadList } from '../site/blog/loadList.ts';
import { PostListPage } from '../site/blog/PostList.tsx';
import { keepPage } from '../site/blog/searchParams.ts';
import { NotFound } from '../site/NotFound.tsx';
import { useHead } from '../site/seo/useHead.ts';

export const Route = createFileRoute('/blog/author/$slug')({
  validateSearch: keepPage,
  loaderDeps: ({ search }) => ({ page: search.page }),
  codeSplitGroupings: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
  loader: async ({ context, deps, params }) => ({ kind: 'list' as const, list: await loadList(context.queryClient, deps.page, { author: params.slug }, context.site?.postsPerPage) }),
  component: AuthorPage,
  notFoundComponent: NotFound,
  errorComponent: LoadError,
});

function AuthorPage() {
  const source = Route.useLoaderData();
  useHead(source);
  return <PostListPage list={source.list} />;
}
