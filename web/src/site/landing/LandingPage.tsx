import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getHomepagePreviewQueryOptions } from '../../../../codegen/orval/endpoints/homepage/homepage.ts';
import type { HomeSection } from '../../../../codegen/orval/schemas/index.ts';
import { SiteFooter } from '../footer/SiteFooter.tsx';
import { SiteNav } from '../nav/SiteNav.tsx';
import { scrollToAnchor } from '../scroll/scrollToAnchor.ts';
import { HomeSections } from './HomeSections.tsx';
import './landing.css';

/** `/?preview=draft` signed in as an admin: the draft instead, once read (the server draws the live page). */
function useDraft(): HomeSection[] | undefined {
  const wanted = useLocation({ select: (location) => (location.search as { preview?: unknown }).preview === 'draft' });
  // Read in the browser only: the server has no session to read it with.
  const { data } = useQuery({ ...getHomepagePreviewQueryOptions(), enabled: wanted && typeof window !== 'undefined' });
  return data?.status === 200 ? data.data.sections : undefined;
}

/** The public landing page: the home page's sections, stacked under a fixed navigation. */
export function LandingPage({ sections }: { sections: HomeSection[] }) {
  // Arriving with a hash (e.g. /#courts from a post page) lands on that section, clear of the nav.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) scrollToAnchor(id, 'auto');
  }, []);
  const draft = useDraft();

  return (
    <>
      <SiteNav />
      <main id="main">
        {draft && (
          <p className="preview-banner" role="status">
            Preview of the draft: visitors still see the published home page.
          </p>
        )}
        <HomeSections sections={draft ?? sections} />
      </main>
      <SiteFooter />
    </>
  );
}
