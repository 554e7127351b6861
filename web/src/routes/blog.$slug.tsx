import { createFileRoute } from '@tanstack/react-router';
import { getPublicGetPostQueryOptions } from '../../../codegen/orval/endpoints/public/public.ts';
import { LoadError } from '../site/blog/LoadError.tsx';
import { BlogPostPage } from '../site/post/BlogPostPage.tsx';
import { pageRoute } from '../site/routing/pageRoute.ts';
import { readFound } from '../site/routing/readFound.ts';
import { RoutePage } from '../site/routing/RoutePage.tsx';

export const Route = createFileRoute('/blog/$slug')({
  ...pageRoute,
  // Unknown, draft and not-yet-due posts and malformed slugs are all "no such page".
  loader: async ({ context, params }) => ({ kind: 'post' as const, post: await readFound(context.queryClient.ensureQueryData(getPublicGetPostQueryOptions(params.slug))) }),
  component: () => <RoutePage route={Route} render={(source) => <BlogPostPage post={source.post} />} />,
  errorComponent: LoadError,
});
