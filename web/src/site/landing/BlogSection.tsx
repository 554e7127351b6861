import { lazy, Suspense } from 'react';
import { LANDING_BLOG_CARDS } from '../../../../common/constants.ts';
import { usePublicListPosts } from '../../../../codegen/orval/endpoints/public/public.ts';
import { PostCard } from '../blog/PostCard.tsx';
import { Section } from './Section.tsx';
import { SectionLink } from './SectionLink.tsx';

/** The newest posts shown as the landing's blog cards (the route's loader fetches them with the page). */
export const NEWEST_POSTS = { page: 1, pageSize: LANDING_BLOG_CARDS };

// The sample cards are only needed while the blog is empty (or unreachable): fetched on demand.
const SampleCards = lazy(() => import('./SampleCards.tsx'));

function LoadingCards() {
  return Array.from({ length: LANDING_BLOG_CARDS }, (_, i) => <div key={i} className="card blog-card blog-card--loading" />);
}

/** #blog, titled from the home page's record: the newest public posts, or the sample cards while there are none (or the call fails). */
export function BlogSection({ title, lead, more }: { title: string; lead?: string; more?: { label: string; href: string } }) {
  const { data, isPending } = usePublicListPosts(NEWEST_POSTS);
  const posts = data?.status === 200 ? data.data.items.slice(0, LANDING_BLOG_CARDS) : [];

  return (
    <Section id="blog" title={title} tone="tint" lead={lead}>
      <div className="card-grid" aria-busy={isPending}>
        {isPending ? (
          <LoadingCards />
        ) : posts.length > 0 ? (
          posts.map((post) => <PostCard key={post.id} post={post} headingLevel={3} />)
        ) : (
          <Suspense fallback={<LoadingCards />}>
            <SampleCards />
          </Suspense>
        )}
      </div>
      {more && (
        <SectionLink href={more.href} className="button button--primary">
          {more.label}
        </SectionLink>
      )}
    </Section>
  );
}
