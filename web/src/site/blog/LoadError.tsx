/** Shown when a blog page's data could not be loaded for a reason other than "no such page". */
export function LoadError() {
  return (
    <main id="main" className="not-found">
      <section className="not-found__card" aria-labelledby="load-error-title">
        <h1 id="load-error-title">This page could not be loaded</h1>
        <p role="alert">Please check your connection and try again in a moment.</p>
        <a href="/blog">Back to the blog</a>
      </section>
    </main>
  );
}
