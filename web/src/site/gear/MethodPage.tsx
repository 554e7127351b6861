import { ACQUISITION_DISCLOSURES, AFFILIATE_DISCLOSURE, PRICE_FRESH_DAYS } from '../../../../common/gear.ts';
import { BlogShell } from '../blog/BlogShell.tsx';
import { Rubric } from './GearParts.tsx';
import './gear.css';

/** /gear/how-we-review: how we test and score, how we get products, and how the site earns money. */
export function MethodPage() {
  return (
    <BlogShell>
      <div className="container">
        <article className="gear-page">
          <h1>How we review gear, and how we earn money</h1>
          <h2>How we test</h2>
          <p>
            Every reviewed paddle is played for at least three weeks of doubles by players rated 3.5 to 4.5, indoors and out. We weigh it on a kitchen scale, measure its
            length, width, handle and core thickness with calipers, and swing it on a swing-weight rig. Those figures are marked <em>measured by us</em>; any figure we did not
            check ourselves is marked <em>from the maker</em>.
          </p>
          <h2>How we score</h2>
          <p>One rule for every review: a score from 0 to 10 with one decimal. A product has no score until we have published a review of it.</p>
          <Rubric />
          <h2>How we got the product</h2>
          <p>Every review says how we got what we tested, in one of these sentences:</p>
          <ul>
            {Object.values(ACQUISITION_DISCLOSURES).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
          <p>Makers never see a review before it is published, cannot pay for a review or a better score, and cannot post reviews here. We do not publish reviews from buyers.</p>
          <h2>How we earn money</h2>
          <p>{AFFILIATE_DISCLOSURE}</p>
          <p>
            Each affiliate link says so next to it. Links without a commission say that too. We check prices by hand and show the day we did; a price older than{' '}
            {PRICE_FRESH_DAYS} days is hidden rather than shown wrong.
          </p>
          <h2>Delisted paddles</h2>
          <p>When USA Pickleball takes a paddle off its approved list, its page and every chart row say so, and we stop recommending it for sanctioned play.</p>
          <p>
            <a href="/gear">Back to the gear reviews</a>
          </p>
        </article>
      </div>
    </BlogShell>
  );
}
