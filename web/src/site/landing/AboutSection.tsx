import { useBrandSite } from '../useSite.ts';
import { Section } from './Section.tsx';

/** #about with #our-story, #media-press and #contact-us. */
export function AboutSection() {
  const { publicEmail, pressEmail } = useBrandSite();
  return (
    <Section id="about" title="About Us">
      <div className="columns">
        <section id="our-story" aria-labelledby="our-story-title">
          <h3 id="our-story-title">Our Story</h3>
          <p>
            Pickleball Hub began with a handful of weekend players who kept answering the same questions for newcomers
            at the park: how do you score this, which paddle should I buy, where else can I play? We wrote the answers
            down, tested the gear ourselves and kept going. Today thousands of players across the U.S. use the hub, and
            we still take no money from brands for our reviews.
          </p>
        </section>
        <section id="media-press" aria-labelledby="media-press-title">
          <h3 id="media-press-title">Media/Press</h3>
          <p>
            Writing about the fastest-growing sport in the country? We are happy to share player stories, beginner tips
            and photos from community events.
            {pressEmail && (
              <>
                {' '}
                Press requests are answered within two business days at <a href={`mailto:${pressEmail}`}>{pressEmail}</a>.
              </>
            )}
          </p>
        </section>
        <section id="contact-us" aria-labelledby="contact-us-title">
          <h3 id="contact-us-title">Contact Us</h3>
          <p>
            Questions, court tips, or an event to share?
            {publicEmail && (
              <>
                {' '}
                Write to <a href={`mailto:${publicEmail}`}>{publicEmail}</a>. Clubs can send open play times for the court
                finder the same way.
              </>
            )}
          </p>
        </section>
      </div>
    </Section>
  );
}
