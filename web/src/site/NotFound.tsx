import { useHead } from './seo/useHead.ts';

const NOT_FOUND = { kind: 'notFound' } as const;

/** The card shown for any path the app does not know, and for posts and archives that do not exist. */
export function NotFound() {
  useHead(NOT_FOUND);
  return (
    <main id="main" className="not-found">
      <section className="not-found__card" aria-labelledby="not-found-title">
        <h1 id="not-found-title">404 Page Not Found</h1>
        <p>The page you asked for does not exist or has moved.</p>
        <p>
          <a href="/">Back to the home page</a> or <a href="/blog">browse the blog</a>
        </p>
      </section>
    </main>
  );
}
