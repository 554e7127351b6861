import './searchBox.css';

/** The navigation's search box: a plain GET form to /search, so it works without scripts. */
export function SearchBox({ id }: { id: string }) {
  return (
    <form className="search-box" role="search" action="/search" method="get" aria-label="Site">
      <label htmlFor={id} className="visually-hidden">
        Search the site
      </label>
      <input id={id} type="search" name="q" placeholder="Search" maxLength={100} required />
      <button type="submit">Search</button>
    </form>
  );
}
