import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteFooter } from '../footer/SiteFooter.tsx';
import { Newsletter } from '../landing/Newsletter.tsx';
import { Brand } from '../nav/Brand.tsx';
import '../landing/landing.css';
import './blog.css';

/** The frame of every blog page: a slim bar, the page, the newsletter band and the site footer. */
export function BlogShell({ children }: { children: ReactNode }) {
  return (
    <div className="blog-page">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="blog-page__bar">
        <Brand />
        <nav aria-label="Blog">
          <Link to="/blog">All articles</Link>
        </nav>
      </header>
      <main id="main">{children}</main>
      <Newsletter />
      <SiteFooter onLanding={false} />
    </div>
  );
}
