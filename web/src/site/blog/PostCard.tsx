import { Link } from '@tanstack/react-router';
import type { PublicPostSummary } from '../../../../codegen/orval/schemas/publicPostSummary.ts';
import { Byline } from '../author/Byline.tsx';
import { ResponsiveImage } from '../image/ResponsiveImage.tsx';
import { formatLongDate } from '../post/formatDate.ts';
import { readingTime } from './readingTime.ts';
import './blog.css';

/** A card is the width of the screen on phones and one grid column (about 23rem) above. */
const CARD_SIZES = '(max-width: 640px) 100vw, 23rem';

interface PostCardProps {
  post: PublicPostSummary;
  /** The card title's heading level under the list's own heading. */
  headingLevel: 2 | 3;
}

/** One post in a list: image, category, title, excerpt, author, date and reading time. */
export function PostCard({ post, headingLevel }: PostCardProps) {
  const category = post.categories[0];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="post-card">
      {post.featuredImage && (
        // Cards sit below the fold: loaded lazily, in a fixed 16:9 frame so nothing shifts.
        <ResponsiveImage className="post-card__image" src={post.featuredImage} alt={post.featuredImageAlt} info={post.featuredImageInfo} sizes={CARD_SIZES} />
      )}
      <div className="post-card__body">
        {category && (
          <p className="post-card__category">
            <Link to="/blog/category/$slug" params={{ slug: category.slug }}>
              {category.name}
            </Link>
          </p>
        )}
        <Heading className="post-card__title">
          <Link to="/blog/$slug" params={{ slug: post.slug }}>
            {post.title}
          </Link>
        </Heading>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <p className="post-card__meta">
          {post.author && (
            <>
              <Byline author={post.author} className="post-card__byline" />
              <span aria-hidden="true"> · </span>
            </>
          )}
          <time dateTime={post.publishDate}>{formatLongDate(post.publishDate)}</time>
          <span aria-hidden="true"> · </span>
          <span>{readingTime(post.readingMinutes)}</span>
        </p>
      </div>
    </article>
  );
}
