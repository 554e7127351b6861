import { useEffect } from 'react';
import type { PublicHomePage } from '../../../../codegen/orval/schemas/index.ts';
import { SiteFooter } from '../footer/SiteFooter.tsx';
import { SiteNav } from '../nav/SiteNav.tsx';
import { scrollToAnchor } from '../scroll/scrollToAnchor.ts';
import { HomeSections } from './HomeSections.tsx';
import './landing.css';

/** The public landing page: the home page's sections, stacked under a fixed navigation. */
export function LandingPage({ page }: { page: PublicHomePage }) {
  // Arriving with a hash (e.g. /#courts from a post page) lands on that section, clear of the nav.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) scrollToAnchor(id, 'auto');
  }, []);

  return (
    <>
      <SiteNav />
      <main id="main">
        <HomeSections page={page} />
      </main>
      <SiteFooter />
    </>
  );
}
