/** Shown when a post could not be loaded for a reason other than "no such post". */
export function PostLoadError() {
  return (
    <main id="main" className="not-found">
      <section className="not-found__card" aria-labelledby="post-error-title">
        <h1 id="post-error-title">This article could not be loaded</h1>
        <p role="alert">Please check your connection and try again in a moment.</p>
        <a href="/#blog">Back to the blog</a>
      </section>
    </main>
  );
}
