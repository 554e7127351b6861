import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LANDING_BLOG_CARDS } from '../../../../common/constants.ts';
import { BLOG_DESCRIPTION } from '../../../../common/site.ts';
import { usePublicListPosts } from '../../../../codegen/orval/endpoints/public/public.ts';
import { PostCard } from '../blog/PostCard.tsx';
import { Section } from './Section.tsx';

/** The newest posts shown as the landing's blog cards (the route's loader fetches them with the page). */
export const NEWEST_POSTS = { page: 1, pageSize: LANDING_BLOG_CARDS };

// The sample cards are only needed while the blog is empty (or unreachable): fetched on demand.
const SampleCards = lazy(() => import('./SampleCards.tsx'));

function LoadingCards() {
  return Array.from({ length: LANDING_BLOG_CARDS }, (_, i) => <div key={i} className="card blog-card blog-card--loading" />);
}

/** #blog: the newest public posts, or the sample cards while there are none (or the call fails). */
export function BlogSection() {
  const { data, isPending } = usePublicListPosts(NEWEST_POSTS);
  const posts = data?.status === 200 ? data.data.items.slice(0, LANDING_BLOG_CARDS) : [];

  return (
    <Section id="blog" title="From the Blog" tone="tint">
      <p className="lead">{BLOG_DESCRIPTION}</p>
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
      <Link to="/blog" className="button button--primary">
        View All Articles
      </Link>
    </Section>
  );
}
