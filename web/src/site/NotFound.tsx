/** The card shown for any path the app does not know (SPEC §2). */
export function NotFound() {
  return (
    <main className="not-found">
      <section className="not-found__card" aria-labelledby="not-found-title">
        <h1 id="not-found-title">404 Page Not Found</h1>
        <p>The page you asked for does not exist or has moved.</p>
        <a href="/">Back to the home page</a>
      </section>
    </main>
  );
}
