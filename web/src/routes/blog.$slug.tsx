import { createFileRoute } from '@tanstack/react-router';
import { getCommentsListPublicQueryOptions, getPublicGetPostQueryOptions } from '../../../codegen/orval/endpoints/public/public.ts';
import { LoadError } from '../site/blog/LoadError.tsx';
import { BlogPostPage } from '../site/post/BlogPostPage.tsx';
import { postListRoute } from '../site/routing/pageRoute.ts';
import { readFound } from '../site/routing/readFound.ts';
import { RoutePage } from '../site/routing/RoutePage.tsx';

export const Route = createFileRoute('/blog/$slug')({
  // `page` pages the post's comments, as it pages a list.
  ...postListRoute,
  // Unknown, draft and not-yet-due posts, malformed slugs and comment pages are all "no such page".
  loader: async ({ context, params, deps }) => {
    const post = await readFound(context.queryClient.ensureQueryData(getPublicGetPostQueryOptions(params.slug)));
    const comments = await readFound(context.queryClient.ensureQueryData(getCommentsListPublicQueryOptions(post.slug, deps.page === undefined ? undefined : { page: deps.page as number })));
    return { kind: 'post' as const, post, comments };
  },
  component: () => <RoutePage route={Route} render={(source) => <BlogPostPage post={source.post} comments={source.comments} />} />,
  errorComponent: LoadError,
});
