import { createFileRoute } from '@tanstack/react-router';
import { getHomepagePublicQueryOptions, useHomepagePublicSuspense } from '../../../codegen/orval/endpoints/homepage/homepage.ts';
import { getPublicListPostsQueryOptions } from '../../../codegen/orval/endpoints/public/public.ts';
import type { PublicHomePage } from '../../../codegen/orval/schemas/index.ts';
import { NEWEST_POSTS } from '../site/landing/BlogSection.tsx';
import { takeHandOver } from '../site/landing/handOver.ts';
import { LandingPage } from '../site/landing/LandingPage.tsx';
import { RoutePage } from '../site/routing/RoutePage.tsx';

/** The published sections and their events' sessions, read with the page by the loader. */
function FetchedLanding() {
  const { data } = useHomepagePublicSuspense();
  return <LandingPage page={data.status === 200 ? data.data : { sections: [], timeZone: '', upcoming: [], images: {} }} />;
}

/** The server's landing is hydrated from its hand-over; any other visit draws the page it read. */
const Landing = ({ handOver }: { handOver?: PublicHomePage }) => (handOver ? <LandingPage page={handOver} /> : <FetchedLanding />);

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const handOver = takeHandOver(context.queryClient);
    // The server's landing keeps its boxes and blog cards as drawn: hydrating it reads nothing more.
    if (handOver) return { kind: 'landing' as const, handOver };
    await Promise.all([
      context.queryClient.ensureQueryData(getHomepagePublicQueryOptions()),
      // The cards come with the page; if the blog cannot be read the landing still shows, with sample cards.
      context.queryClient.ensureQueryData(getPublicListPostsQueryOptions(NEWEST_POSTS)).catch(() => undefined),
    ]);
    return { kind: 'landing' as const, handOver: undefined };
  },
  // The first load's data may be the hand-over: a later visit loads anew instead of showing it.
  gcTime: 0,
  component: () => <RoutePage route={Route} render={({ handOver }) => <Landing handOver={handOver} />} />,
});
