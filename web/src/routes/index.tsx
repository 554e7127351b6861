import { createFileRoute } from '@tanstack/react-router';
import { getHomepagePublicQueryOptions, useHomepagePublicSuspense } from '../../../codegen/orval/endpoints/homepage/homepage.ts';
import { getPublicListPostsQueryOptions } from '../../../codegen/orval/endpoints/public/public.ts';
import { NEWEST_POSTS } from '../site/landing/BlogSection.tsx';
import { LandingPage } from '../site/landing/LandingPage.tsx';
import { RoutePage } from '../site/routing/RoutePage.tsx';

/** The published sections and their events' sessions, read with the page by the loader. */
function Landing() {
  const { data } = useHomepagePublicSuspense();
  return <LandingPage page={data.status === 200 ? data.data : { sections: [], timeZone: '', upcoming: [], images: {} }} />;
}

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(getHomepagePublicQueryOptions()),
      // The cards come with the page; if the blog cannot be read the landing still shows, with sample cards.
      context.queryClient.ensureQueryData(getPublicListPostsQueryOptions(NEWEST_POSTS)).catch(() => undefined),
    ]);
    return { kind: 'landing' as const };
  },
  component: () => <RoutePage route={Route} render={() => <Landing />} />,
});
