import { useEffect } from 'react';
import { SiteFooter } from '../footer/SiteFooter.tsx';
import { SiteNav } from '../nav/SiteNav.tsx';
import { scrollToAnchor } from '../scroll/scrollToAnchor.ts';
import { AboutSection } from './AboutSection.tsx';
import { BlogSection } from './BlogSection.tsx';
import { CourtFinder } from './CourtFinder.tsx';
import { EquipmentSection } from './EquipmentSection.tsx';
import { GearGuides } from './GearGuides.tsx';
import { Hero } from './Hero.tsx';
import { LearnGuides } from './LearnGuides.tsx';
import { LearnSection } from './LearnSection.tsx';
import { Newsletter } from './Newsletter.tsx';
import { ShopSection } from './ShopSection.tsx';
import './landing.css';

/** The public landing page: stacked sections under a fixed navigation. */
export function LandingPage() {
  // Arriving with a hash (e.g. /#courts from a post page) lands on that section, clear of the nav.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) scrollToAnchor(id, 'auto');
  }, []);

  return (
    <>
      <SiteNav />
      <main id="main">
        <Hero />
        <LearnSection />
        <LearnGuides />
        <EquipmentSection />
        <GearGuides />
        <ShopSection />
        <CourtFinder />
        <BlogSection />
        <AboutSection />
        <Newsletter />
      </main>
      <SiteFooter />
    </>
  );
}
