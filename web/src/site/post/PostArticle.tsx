import { Link } from '@tanstack/react-router';
import type { ImageInfo } from '../../../../codegen/orval/schemas/imageInfo.ts';
import type { PublicGearCard } from '../../../../codegen/orval/schemas/publicGearCard.ts';
import { Byline, type BylineAuthor } from '../author/Byline.tsx';
import { readingTime } from '../blog/readingTime.ts';
import { ContentWithCards } from '../gear/ProductCard.tsx';
import { ResponsiveImage } from '../image/ResponsiveImage.tsx';
import { formatLongDate } from './formatDate.ts';
import './post.css';

interface Term {
  id: number | string;
  name: string;
  /** Present on public pages: the term then links to its archive. */
  slug?: string;
}

/** The article column: the screen on phones, at most 46rem less its padding above. */
const ARTICLE_SIZES = '(max-width: 46rem) 100vw, 43.5rem';

/** The fields a post needs to be shown; both the public page and the admin Preview pass one. */
export interface PostArticleData {
  title: string;
  subtitle?: string | null;
  publishDate?: string | null;
  featuredImage?: string | null;
  featuredImageAlt?: string | null;
  /** Size and variants of an uploaded featured image. */
  featuredImageInfo?: ImageInfo;
  /** HTML, already sanitized by the server on write. */
  content: string;
  /** The published products the content embeds as cards. */
  productCards?: PublicGearCard[];
  categories?: Term[];
  tags?: Term[];
  readingMinutes?: number;
  /** Who wrote it: "By <name>" under the title. */
  author?: BylineAuthor;
}

function TermList({ label, terms, kind }: { label: string; terms: Term[]; kind: 'category' | 'tag' }) {
  if (terms.length === 0) return null;
  return (
    <div className={`post__terms post__terms--${kind}`}>
      <h2 className="visually-hidden">{label}</h2>
      <ul aria-label={label}>
        {terms.map((term) => {
          const label = kind === 'tag' ? `#${term.name}` : term.name;
          return (
            <li key={term.id}>
              {term.slug ? (
                <Link to={kind === 'tag' ? '/blog/tag/$slug' : '/blog/category/$slug'} params={{ slug: term.slug }}>
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The article markup of a blog post, free of routing and data fetching. */
export function PostArticle({ post }: { post: PostArticleData }) {
  const date = formatLongDate(post.publishDate);
  return (
    <article className="post">
      <header className="post__header">
        <TermList label="Categories" terms={post.categories ?? []} kind="category" />
        <h1 className="post__title">{post.title}</h1>
        {post.subtitle && <p className="post__subtitle">{post.subtitle}</p>}
        {post.author && (
          <p className="post__byline">
            <Byline author={post.author} />
          </p>
        )}
        {date && post.publishDate && (
          <p className="post__date">
            Published <time dateTime={post.publishDate}>{date}</time>
            {post.readingMinutes !== undefined && <span> · {readingTime(post.readingMinutes)}</span>}
          </p>
        )}
      </header>
      {post.featuredImage && (
        // The article's largest image: fetched first, in a 16:9 frame so nothing shifts.
        <ResponsiveImage className="post__image" src={post.featuredImage} alt={post.featuredImageAlt ?? ''} info={post.featuredImageInfo} sizes={ARTICLE_SIZES} priority />
      )}
      <ContentWithCards className="post__content" html={post.content} cards={post.productCards} />
      <footer className="post__footer">
        <TermList label="Tags" terms={post.tags ?? []} kind="tag" />
      </footer>
    </article>
  );
}
