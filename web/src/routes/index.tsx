import { createFileRoute } from '@tanstack/react-router';
import { getPublicListPostsQueryOptions } from '../../../codegen/orval/endpoints/public/public.ts';
import { NEWEST_POSTS } from '../site/landing/BlogSection.tsx';
import { LandingPage } from '../site/landing/LandingPage.tsx';
import { useHead } from '../site/seo/useHead.ts';

export const Route = createFileRoute('/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context }) => {
    // The cards come with the page; if the blog cannot be read the landing still shows, with sample cards.
    await context.queryClient.ensureQueryData(getPublicListPostsQueryOptions(NEWEST_POSTS)).catch(() => undefined);
    return { kind: 'landing' as const };
  },
  component: Landing,
});

function Landing() {
  useHead(Route.useLoaderData());
  return <LandingPage />;
}
