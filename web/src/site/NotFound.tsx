import { SiteFooter } from './footer/SiteFooter.tsx';
import { SiteNav } from './nav/SiteNav.tsx';
import { useHead } from './seo/useHead.ts';

const NOT_FOUND = { kind: 'notFound' } as const;

/** The card shown for any path the app does not know, and for posts, archives and pages that do not exist, in the site's frame. */
export function NotFound() {
  useHead(NOT_FOUND);
  return (
    <>
      <SiteNav page="/" />
      <main id="main" className="not-found">
        <section className="not-found__card" aria-labelledby="not-found-title">
          <h1 id="not-found-title">404 Page Not Found</h1>
          <p>The page you asked for does not exist or has moved.</p>
          <p>
            <a href="/">Back to the home page</a> or <a href="/blog">browse the blog</a>
          </p>
        </section>
      </main>
      <SiteFooter onLanding={false} />
    </>
  );
}
