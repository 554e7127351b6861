import type { ReactNode } from 'react';
import { SiteFooter } from '../footer/SiteFooter.tsx';
import { Newsletter } from '../landing/Newsletter.tsx';
import { SiteNav } from '../nav/SiteNav.tsx';
import '../landing/landing.css';
import './blog.css';

/** The frame of every page off the landing (blog, posts, static pages): the site's navigation, the page, the newsletter band and the site footer. */
export function BlogShell({ children }: { children: ReactNode }) {
  return (
    <div className="blog-page">
      <SiteNav page="/" />
      <main id="main">{children}</main>
      <Newsletter />
      <SiteFooter onLanding={false} />
    </div>
  );
}
