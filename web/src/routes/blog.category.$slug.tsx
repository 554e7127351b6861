import { createFileRoute } from '@tanstack/react-router';
import { blogPaths } from '../../../common/site.ts';
import { LoadError } from '../site/blog/LoadError.tsx';
import { loadList } from '../site/blog/loadList.ts';
import { keepPage } from '../site/blog/searchParams.ts';
import { PostListPage } from '../site/blog/PostList.tsx';
import { NotFound } from '../site/NotFound.tsx';
import { useHead } from '../site/seo/useHead.ts';

export const Route = createFileRoute('/blog/category/$slug')({
  validateSearch: keepPage,
  loaderDeps: ({ search }) => ({ page: search.page }),
  codeSplitGroupings: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
  loader: async ({ context, deps, params }) => ({ kind: 'list' as const, list: await loadList(context.queryClient, deps.page, { category: params.slug }) }),
  component: CategoryArchive,
  notFoundComponent: NotFound,
  errorComponent: LoadError,
});

function CategoryArchive() {
  const source = Route.useLoaderData();
  useHead(source);
  const { list } = source;
  const term = list.term!;
  return (
    <PostListPage
      heading={term.name}
      intro={term.description || `Every article in ${term.name}, newest first.`}
      list={list}
      trail={[
        ['Home', '/'],
        ['Blog', blogPaths.blog()],
        [term.name, blogPaths.category(term.slug)],
      ]}
      pathOf={(page) => blogPaths.category(term.slug, page)}
    />
  );
}
