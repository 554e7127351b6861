import { BlogShell } from '../blog/BlogShell.tsx';
import { BuyLinks, DelistedNote } from './GearParts.tsx';
import { dayLabel, kindLabel, METHOD_PATH, priceLabel, productName, productPath, scoreLabel } from './format.ts';
import type { GearHomeSource } from './loadGear.ts';
import './gear.css';

/** /gear: the kinds with their counts, the newest reviews, and where to buy (every affiliate link disclosed). */
export function GearHome({ source }: { source: GearHomeSource }) {
  const { kinds, reviews, shop, affiliateDisclosure } = source.overview;
  return (
    <BlogShell>
      <div className="container">
        <div className="gear-page">
          <h1>Gear reviews</h1>
          <p>
            Paddles, balls, nets and shoes, with the specifications we measured ourselves marked apart from the maker&apos;s figures. No brand pays to be listed.{' '}
            <a href={METHOD_PATH}>How we review and earn money</a>
          </p>
          <h2>Browse by kind</h2>
          <ul className="gear-kinds">
            {kinds.map(({ kind, count }) => (
              <li key={kind}>
                <a href={`/gear/${kind}`}>{kindLabel(kind)}</a> <span className="gear-muted">({count})</span>
              </li>
            ))}
          </ul>
          <h2>Newest reviews</h2>
          {reviews.length === 0 ? (
            <p>No reviews are published yet.</p>
          ) : (
            <ul className="gear-list">
              {reviews.map((review) => (
                <li key={`${review.slug}:${review.updatedAt}`} className="gear-card">
                  <a href={productPath(review)}>{productName(review)}</a> <DelistedNote item={{ delisted: review.delisted, approval: { status: review.delisted ? 'delisted' : 'approved' } }} />
                  <p className="gear-muted">
                    {scoreLabel(review.score)} · by {review.author} · {dayLabel(review.updatedAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <section id="where-to-buy" aria-labelledby="where-to-buy-title">
            <h2 id="where-to-buy-title">Where to buy</h2>
            {shop.length === 0 ? (
              <p>No product lists a shop yet.</p>
            ) : (
              <>
                {affiliateDisclosure && (
                  <p className="gear-disclosure">
                    {affiliateDisclosure} <a href={METHOD_PATH}>How we review and earn money</a>
                  </p>
                )}
                <ul className="gear-list">
                  {shop.map((item) => (
                    <li key={item.slug} className="gear-card">
                      <h3 className="gear-card__title">
                        <a href={productPath(item)}>{productName(item)}</a>
                      </h3>
                      <DelistedNote item={{ delisted: item.delisted, approval: { status: item.delisted ? 'delisted' : 'approved' } }} />
                      <p className="gear-muted">{priceLabel(item.price)}</p>
                      <BuyLinks links={item.buyLinks} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>
      </div>
    </BlogShell>
  );
}
