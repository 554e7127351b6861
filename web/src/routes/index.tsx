import { createFileRoute } from '@tanstack/react-router';
import { getPublicListPostsQueryOptions } from '../../../codegen/orval/endpoints/public/public.ts';
import { NEWEST_POSTS } from '../site/landing/BlogSection.tsx';
import { LandingPage } from '../site/landing/LandingPage.tsx';
import { RoutePage } from '../site/routing/RoutePage.tsx';

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    // The cards come with the page; if the blog cannot be read the landing still shows, with sample cards.
    await context.queryClient.ensureQueryData(getPublicListPostsQueryOptions(NEWEST_POSTS)).catch(() => undefined);
    return { kind: 'landing' as const };
  },
  component: () => <RoutePage route={Route} render={() => <LandingPage />} />,
});
