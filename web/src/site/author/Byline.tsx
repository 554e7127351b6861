import { Link } from '@tanstack/react-router';

/** Who wrote a post: their name, linking to their author page when it has one. */
export interface BylineAuthor {
  name: string;
  slug?: string;
}

/** "By <name>", the name linking to the author's page. */
export function Byline({ author, className }: { author: BylineAuthor; className?: string }) {
  return (
    <span className={className}>
      By{' '}
      {author.slug ? (
        <Link to="/blog/author/$slug" params={{ slug: author.slug }} rel="author">
          {author.name}
        </Link>
      ) : (
        author.name
      )}
    </span>
  );
}
