import { BlogShell } from '../blog/BlogShell.tsx';
import { BuyLinks, DelistedNote, Rubric } from './GearParts.tsx';
import { approvalLabel, dayLabel, kindLabel, METHOD_PATH, priceLabel, productName, scoreLabel, SOURCE_LABELS, SPEC_ROWS, specValue } from './format.ts';
import type { GearProductSource } from './loadGear.ts';
import './gear.css';

/** /gear/{kind}/{slug}: specs with their sources, the reviews with their disclosures, where to buy, and compare. */
export function ProductPage({ source }: { source: GearProductSource }) {
  const { product, others } = source;
  const specs = SPEC_ROWS.flatMap(([name, label]) => {
    const spec = specValue(product, name);
    return spec ? [{ name, label, ...spec }] : [];
  });
  return (
    <BlogShell>
      <div className="container">
        <article className="gear-page">
          <p>
            <a href="/gear">All gear</a> · <a href={`/gear/${product.kind}`}>{kindLabel(product.kind)}</a>
          </p>
          <h1>{productName(product)}</h1>
          {product.delisted && (
            <p className="gear-delisted-banner" role="status">
              <DelistedNote item={product} /> We no longer recommend it for tournament play.
            </p>
          )}
          <p className="gear-muted">
            {product.year !== null && <>{product.year} · </>}
            {approvalLabel(product)}
          </p>
          {product.images[0] && <img className="gear-image" src={product.images[0]} alt={productName(product)} width={480} height={480} />}
          <p>
            <strong>Price:</strong> {priceLabel(product.price)}
          </p>
          {product.score !== undefined && (
            <p className="gear-score">
              Our score: <strong>{scoreLabel(product.score)}</strong> ({product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'})
            </p>
          )}

          {specs.length > 0 && (
            <>
              <h2>Specifications</h2>
              <div className="table-scroll" role="region" aria-labelledby="gear-specs-caption" tabIndex={0}>
                <table className="gear-specs">
                  <caption id="gear-specs-caption">Specifications of the {productName(product)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Specification</th>
                      <th scope="col">Value</th>
                      <th scope="col">Source</th>
                    </tr>
                  </thead>
                  <tbody>
                    {specs.map((spec) => (
                      <tr key={spec.name}>
                        <th scope="row">{spec.label}</th>
                        <td>{spec.text}</td>
                        <td className={`gear-source gear-source--${spec.source}`}>{SOURCE_LABELS[spec.source]}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}

          <h2 id="our-review">Our review</h2>
          {product.reviews.length === 0 ? (
            <p>We have not reviewed it yet: no score until we have tested it.</p>
          ) : (
            product.reviews.map((review) => (
              <section key={review.updatedAt} className="gear-review" aria-label={`Review by ${review.author}`}>
                <p className="gear-score">
                  <strong>{scoreLabel(review.score)}</strong> · by {review.author} · {dayLabel(review.updatedAt)}
                </p>
                <p className="gear-disclosure">{review.disclosure}</p>
                <div className="gear-proscons">
                  <div>
                    <h3>Pros</h3>
                    <ul>
                      {review.pros.map((pro) => (
                        <li key={pro}>{pro}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h3>Cons</h3>
                    <ul>
                      {review.cons.map((con) => (
                        <li key={con}>{con}</li>
                      ))}
                    </ul>
                  </div>
                </div>
                {review.howWeTested && (
                  <>
                    <h3>How we tested</h3>
                    <p className="gear-tested">{review.howWeTested}</p>
                  </>
                )}
                {/* The body is kept to what the post editor produces, by the server. */}
                {review.body && <div className="post__content" dangerouslySetInnerHTML={{ __html: review.body }} />}
              </section>
            ))
          )}
          <Rubric />
          <p>
            <a href={METHOD_PATH}>How we review and earn money</a>
          </p>

          <h2 id="where-to-buy">Where to buy</h2>
          <BuyLinks links={product.buyLinks} disclosure={product.affiliateDisclosure} />

          <h2>Compare</h2>
          {others.length === 0 ? (
            <p>No other {kindLabel(product.kind).toLowerCase()} to compare it with yet.</p>
          ) : (
            <form className="gear-filters" action="/gear/compare" method="get" aria-label="Compare with">
              <input type="hidden" name="items" value={product.slug} />
              <label>
                Compare with
                <select name="items" defaultValue={others[0]!.slug}>
                  {others.map((other) => (
                    <option key={other.slug} value={other.slug}>
                      {productName(other)}
                      {other.delisted ? ' (delisted)' : ''}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="button button--primary">
                Compare
              </button>
            </form>
          )}
        </article>
      </div>
    </BlogShell>
  );
}
