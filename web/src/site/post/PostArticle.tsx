import { formatLongDate } from './formatDate.ts';
import './post.css';

interface Term {
  id: number | string;
  name: string;
}

/** The fields a post needs to be shown; both the public page and the admin Preview pass one. */
export interface PostArticleData {
  title: string;
  subtitle?: string | null;
  publishDate?: string | null;
  featuredImage?: string | null;
  featuredImageAlt?: string | null;
  /** HTML, already sanitized by the server on write. */
  content: string;
  categories?: Term[];
  tags?: Term[];
}

function TermList({ label, terms, kind }: { label: string; terms: Term[]; kind: 'category' | 'tag' }) {
  if (terms.length === 0) return null;
  return (
    <div className={`post__terms post__terms--${kind}`}>
      <h2 className="visually-hidden">{label}</h2>
      <ul aria-label={label}>
        {terms.map((term) => (
          <li key={term.id}>{kind === 'tag' ? `#${term.name}` : term.name}</li>
        ))}
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
        {date && post.publishDate && (
          <p className="post__date">
            Published <time dateTime={post.publishDate}>{date}</time>
          </p>
        )}
      </header>
      {post.featuredImage && (
        <img className="post__image" src={post.featuredImage} alt={post.featuredImageAlt ?? ''} />
      )}
      <div className="post__content" dangerouslySetInnerHTML={{ __html: post.content }} />
      <footer className="post__footer">
        <TermList label="Tags" terms={post.tags ?? []} kind="tag" />
      </footer>
    </article>
  );
}
