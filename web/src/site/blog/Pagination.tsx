import { Link } from '@tanstack/react-router';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The path of page n of this list. */
  pathOf: (page: number) => string;
}

/** Newer and older pages of a list, with where the reader is. Nothing when there is one page. */
export function Pagination({ page, totalPages, pathOf }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? (
        <Link className="pagination__link" to={pathOf(page - 1)} rel="prev">
          ← Newer posts
        </Link>
      ) : (
        <span />
      )}
      <span className="pagination__status" aria-current="page">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link className="pagination__link" to={pathOf(page + 1)} rel="next">
          Older posts →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
