import { AnchorLink } from '../scroll/AnchorLink.tsx';
import { useBrandSite } from '../useSite.ts';

/** Full-screen opening image (the page's largest paint: preloaded in index.html, sized here). */
export function Hero() {
  const { siteTitle, trustedBy } = useBrandSite();
  return (
    <section id="hero" className="hero" aria-label="Welcome">
      <img
        className="hero__image"
        src="/hero-court.jpg"
        alt="Illustrated outdoor pickleball court at dusk, a ball arcing over the net"
        width={1600}
        height={900}
        fetchPriority="high"
      />
      <div className="hero__content">
        <p className="hero__kicker">{siteTitle}</p>
        <p className="hero__title">Learn the game. Pick the right gear. Find your people.</p>
        {trustedBy && <p className="hero__text">{trustedBy}</p>}
        <div className="hero__actions">
          <AnchorLink to="learn" className="button button--accent">
            Start Learning
          </AnchorLink>
          <AnchorLink to="courts" className="button button--ghost">
            Find a Court
          </AnchorLink>
        </div>
      </div>
    </section>
  );
}
