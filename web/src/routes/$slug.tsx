import { createFileRoute } from '@tanstack/react-router';
import { getPublicGetPageQueryOptions } from '../../../codegen/orval/endpoints/pages/pages.ts';
import { getCommentsListPublicOnPageQueryOptions } from '../../../codegen/orval/endpoints/public/public.ts';
import { LoadError } from '../site/blog/LoadError.tsx';
import { postListRoute } from '../site/routing/pageRoute.ts';
import { readFound } from '../site/routing/readFound.ts';
import { RoutePage } from '../site/routing/RoutePage.tsx';
import { StaticPage } from '../site/staticPage/StaticPage.tsx';

export const Route = createFileRoute('/$slug')({
  // `page` pages the comments of a page that takes them, as on a post.
  ...postListRoute,
  // Drafts, unknown slugs and paths that are no slug at all are all "no such page".
  loader: async ({ context, params, deps }) => {
    const page = await readFound(context.queryClient.ensureQueryData(getPublicGetPageQueryOptions(params.slug)));
    // Only a page whose owner switched comments on reads and shows them.
    const comments =
      page.commentsOpen === true
        ? await readFound(context.queryClient.ensureQueryData(getCommentsListPublicOnPageQueryOptions(page.slug, deps.page === undefined ? undefined : { page: deps.page as number })))
        : undefined;
    return { kind: 'page' as const, page, comments };
  },
  component: () => <RoutePage route={Route} render={(source) => <StaticPage page={source.page} comments={source.comments} />} />,
  errorComponent: LoadError,
});
