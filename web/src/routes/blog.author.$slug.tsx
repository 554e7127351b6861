import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../site/blog/LoadError.tsx';
import { loadList } from '../site/blog/loadList.ts';
import { PostListPage } from '../site/blog/PostList.tsx';
import { postListRoute } from '../site/routing/pageRoute.ts';
import { RoutePage } from '../site/routing/RoutePage.tsx';

export const Route = createFileRoute('/blog/author/$slug')({
  ...postListRoute,
  loader: ({ context, deps, params }) => loadList(context, deps.page, { author: params.slug }),
  component: () => <RoutePage route={Route} render={(source) => <PostListPage list={source.list} />} />,
  errorComponent: LoadError,
});
