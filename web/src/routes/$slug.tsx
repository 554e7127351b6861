import { createFileRoute, notFound } from '@tanstack/react-router';
import { getPublicGetPageQueryOptions } from '../../../codegen/orval/endpoints/pages/pages.ts';
import { ApiError } from '../api/fetcher.ts';
import { LoadError } from '../site/blog/LoadError.tsx';
import { NotFound } from '../site/NotFound.tsx';
import { useHead } from '../site/seo/useHead.ts';
import { StaticPage } from '../site/staticPage/StaticPage.tsx';

export const Route = createFileRoute('/$slug')({
  // The loader travels with the page in its own chunk, keeping it out of the landing's scripts.
  codeSplitGroupings: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
  loader: async ({ context, params }) => {
    try {
      const response = await context.queryClient.ensureQueryData(getPublicGetPageQueryOptions(params.slug));
      if (response.status !== 200) throw notFound();
      return { kind: 'page' as const, page: response.data };
    } catch (error) {
      // Drafts and unknown slugs are 404; a path that is no slug at all is 400: both are "no such page".
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
  },
  component: StaticPageRoute,
  notFoundComponent: NotFound,
  errorComponent: LoadError,
});

function StaticPageRoute() {
  const source = Route.useLoaderData();
  useHead(source);
  return <StaticPage page={source.page} />;
}
