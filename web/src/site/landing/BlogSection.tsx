import { Link } from '@tanstack/react-router';
import { LANDING_BLOG_CARDS } from '../../../../common/constants.ts';
import { usePublicListPosts } from '../../../../codegen/orval/endpoints/public/public.ts';
import type { PublicPostSummary } from '../../../../codegen/orval/schemas/publicPostSummary.ts';
import { formatLongDate } from '../post/formatDate.ts';
import { AnchorLink } from '../scroll/AnchorLink.tsx';
import { SAMPLE_ARTICLES } from './sampleArticles.ts';

const NEWEST = { page: 1, pageSize: LANDING_BLOG_CARDS };

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

function SampleCards() {
  return SAMPLE_ARTICLES.map((article) => (
    <article key={article.title} className="card blog-card">
      <p className="blog-card__category">{article.category}</p>
      <h3>{article.title}</h3>
      <p>{article.excerpt}</p>
      <p className="card__meta">
        By {article.author} · {article.date}
      </p>
    </article>
  ));
}

/** #blog: the newest public posts, or the sample cards while there are none (or the call fails). */
export function BlogSection() {
  const { data, isPending } = usePublicListPosts(NEWEST);
  const posts = data?.status === 200 ? data.data.items.slice(0, LANDING_BLOG_CARDS) : [];

  return (
    <section id="blog" className="section section--tint" aria-labelledby="blog-title">
      <div className="container">
        <h2 id="blog-title">From the Blog</h2>
        <p className="lead">Technique breakdowns, honest gear talk and stories from courts across the country.</p>
        <div className="card-grid" aria-busy={isPending}>
          {isPending
            ? Array.from({ length: LANDING_BLOG_CARDS }, (_, i) => <div key={i} className="card blog-card blog-card--loading" />)
            : posts.length > 0
              ? posts.map((post) => <PostCard key={post.id} post={post} />)
              : <SampleCards />}
        </div>
        <AnchorLink to="blog" className="button button--primary">
          View All Articles
        </AnchorLink>
      </div>
    </section>
  );
}
