import { createFileRoute, notFound } from '@tanstack/react-router';
import { getPublicGetPostQueryOptions, usePublicGetPostSuspense } from '../../../codegen/orval/endpoints/public/public.ts';
import { ApiError } from '../api/fetcher.ts';
import { NotFound } from '../site/NotFound.tsx';
import { BlogPostPage } from '../site/post/BlogPostPage.tsx';
import { PostLoadError } from '../site/post/PostLoadError.tsx';

export const Route = createFileRoute('/blog/$slug')({
  // The loader travels with the page in its own chunk, keeping the API client out of the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(getPublicGetPostQueryOptions(params.slug));
    } catch (error) {
      // Unknown, draft and not-yet-due posts are 404; a malformed slug is 400: both are "no such page".
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
  },
  component: PostRoute,
  notFoundComponent: NotFound,
  errorComponent: PostLoadError,
});

function PostRoute() {
  const { slug } = Route.useParams();
  const { data } = usePublicGetPostSuspense(slug);
  if (data.status !== 200) return <NotFound />;
  return <BlogPostPage post={data.data} />;
}
