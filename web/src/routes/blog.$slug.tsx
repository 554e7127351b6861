import { createFileRoute, notFound } from '@tanstack/react-router';
import { getPublicGetPostQueryOptions } from '../../../codegen/orval/endpoints/public/public.ts';
import { ApiError } from '../api/fetcher.ts';
import { LoadError } from '../site/blog/LoadError.tsx';
import { NotFound } from '../site/NotFound.tsx';
import { BlogPostPage } from '../site/post/BlogPostPage.tsx';
import { useHead } from '../site/seo/useHead.ts';

export const Route = createFileRoute('/blog/$slug')({
  // The loader travels with the page in its own chunk, keeping the API client out of the entry bundle.
  codeSplitGroupings: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
  loader: async ({ context, params }) => {
    try {
      const response = await context.queryClient.ensureQueryData(getPublicGetPostQueryOptions(params.slug));
      if (response.status !== 200) throw notFound();
      return { kind: 'post' as const, post: response.data };
    } catch (error) {
      // Unknown, draft and not-yet-due posts are 404; a malformed slug is 400: both are "no such page".
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
  },
  component: PostRoute,
  notFoundComponent: NotFound,
  errorComponent: LoadError,
});

function PostRoute() {
  const source = Route.useLoaderData();
  useHead(source);
  return <BlogPostPage post={source.post} />;
}
