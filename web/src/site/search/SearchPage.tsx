import { Link } from '@tanstack/react-router';
import type { SearchHit } from '../../../../codegen/orval/schemas/searchHit.ts';
import { BlogShell } from '../blog/BlogShell.tsx';
import { formatLongDate } from '../post/formatDate.ts';
import type { SearchSource } from './loadSearch.ts';
import { Marked } from './Marked.tsx';
import { placeLink, resultGroups } from './resultGroups.ts';
import './searchField.css';
import './searchPage.css';

const pathOf = (query: string, page: number) => `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`;

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <li className="search-hit">
      <h3 className="search-hit__title">
        <a href={hit.url}>
          <Marked text={hit.title} marks={hit.titleMarks} />
        </a>
      </h3>
      {hit.date && (
        <p className="search-hit__meta">
          <time dateTime={hit.date}>{formatLongDate(hit.date)}</time>
          {hit.category && <> · {hit.category}</>}
        </p>
      )}
      <p className="search-hit__snippet">
        <Marked text={hit.snippet} marks={hit.snippetMarks} />
      </p>
    </li>
  );
}

/** /search: the form, the court finder for a place, then articles, pages, events, courts and gear, paged. Rendered on the server; works without scripts. */
export function SearchPage({ source }: { source: SearchSource }) {
  const { query, results, refusal } = source;
  const groups = results ? resultGroups(results) : [];
  const place = results ? placeLink(results) : undefined;
  return (
    <BlogShell>
      <div className="container">
        <div className="search-page">
          <h1>{query ? `Search results for “${query}”` : 'Search'}</h1>
          <form className="search-page__form" role="search" action="/search" method="get">
            <label htmlFor="search-page-q">Search articles, pages, events, courts and gear</label>
            <div className="search-page__row">
              <input id="search-page-q" className="search-field" type="search" name="q" defaultValue={query} maxLength={100} required />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          {refusal && <p role="alert">{refusal}</p>}
          {place && (
            <p className="search-page__place">
              <a href={place.url}>{place.text}</a>
            </p>
          )}
          {results && groups.length === 0 && !place && (
            <div className="search-page__empty">
              <p>No results for “{query}”.</p>
              <p>
                Check the spelling, try fewer or more general words, or <Link to="/blog">browse all articles</Link>. Looking for a place to play? Search a ZIP code or a city, such as “Austin, TX”.
              </p>
            </div>
          )}
          {groups.map((group) => (
            <section key={group.kind} className="search-page__group" aria-labelledby={`search-${group.kind}`}>
              <h2 id={`search-${group.kind}`}>
                {group.heading} <span className="search-page__count">({group.total})</span>
              </h2>
              {group.items.length === 0 ? (
                <p>No more {group.heading.toLowerCase()} on this page.</p>
              ) : (
                <ol className="search-page__list">
                  {group.items.map((hit) => (
                    <Hit key={hit.url} hit={hit} />
                  ))}
                </ol>
              )}
            </section>
          ))}
          {results && results.totalPages > 1 && (
            <nav className="pagination" aria-label="Result pages">
              {results.page > 1 ? (
                <a className="pagination__link" href={pathOf(query, results.page - 1)} rel="prev">
                  ← Previous results
                </a>
              ) : (
                <span />
              )}
              <span className="pagination__status" aria-current="page">
                Page {results.page} of {results.totalPages}
              </span>
              {results.page < results.totalPages ? (
                <a className="pagination__link" href={pathOf(query, results.page + 1)} rel="next">
                  More results →
                </a>
              ) : (
                <span />
              )}
            </nav>
          )}
        </div>
      </div>
    </BlogShell>
  );
}
