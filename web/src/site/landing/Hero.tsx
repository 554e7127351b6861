import { AnchorLink } from '../scroll/AnchorLink.tsx';

/** Full-screen opening image (the page's largest paint: preloaded in index.html, sized here). */
export function Hero() {
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
        <p className="hero__kicker">Pickleball Hub</p>
        <p className="hero__title">Learn the game. Pick the right gear. Find your people.</p>
        <p className="hero__text">
          Plain-language guides, unbiased gear reviews and a court finder, trusted by thousands of players across the
          U.S.
        </p>
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
