import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LANDING_BLOG_CARDS } from '../../../../common/constants.ts';
import { usePublicListPosts } from '../../../../codegen/orval/endpoints/public/public.ts';
import type { PublicPostSummary } from '../../../../codegen/orval/schemas/publicPostSummary.ts';
import { formatLongDate } from '../post/formatDate.ts';
import { AnchorLink } from '../scroll/AnchorLink.tsx';
import { Section } from './Section.tsx';

const NEWEST = { page: 1, pageSize: LANDING_BLOG_CARDS };

// The sample cards are only needed while the blog is empty (or unreachable): fetched on demand.
const SampleCards = lazy(() => import('./SampleCards.tsx'));

function LoadingCards() {
  return Array.from({ length: LANDING_BLOG_CARDS }, (_, i) => (
    <div key={i} className="card blog-card blog-card--loading" />
  ));
}

function PostCard({ post }: { post: PublicPostSummary }) {
  const category = post.categories[0]?.name;
  return (
    <article className="card blog-card">
      {category && <p className="blog-card__category">{category}</p>}
      <h3>
        <Link to="/blog/$slug" params={{ slug: post.slug }}>
          {post.title}
        </Link>
      </h3>
      <p>{post.excerpt}</p>
      <p className="card__meta">
        <time dateTime={post.publishDate}>{formatLongDate(post.publishDate)}</time>
      </p>
    </article>
  );
}

/** #blog: the newest public posts, or the sample cards while there are none (or the call fails). */
export function BlogSection() {
  const { data, isPending } = usePublicListPosts(NEWEST);
  const posts = data?.status === 200 ? data.data.items.slice(0, LANDING_BLOG_CARDS) : [];

  return (
    <Section id="blog" title="From the Blog" tone="tint">
      <p className="lead">Technique breakdowns, honest gear talk and stories from courts across the country.</p>
      <div className="card-grid" aria-busy={isPending}>
        {isPending ? (
          <LoadingCards />
        ) : posts.length > 0 ? (
          posts.map((post) => <PostCard key={post.id} post={post} />)
        ) : (
          <Suspense fallback={<LoadingCards />}>
            <SampleCards />
          </Suspense>
        )}
      </div>
      <AnchorLink to="blog" className="button button--primary">
        View All Articles
      </AnchorLink>
    </Section>
  );
}
