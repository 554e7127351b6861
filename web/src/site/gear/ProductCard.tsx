import { productCardsIn } from '../../../../common/gear.ts';
import type { PublicGearCard } from '../../../../codegen/orval/schemas/publicGearCard.ts';
import { BuyLinks, DelistedNote } from './GearParts.tsx';
import { priceLabel, productName, productPath, scoreLabel, specValue, type SpecName } from './format.ts';
import './gear.css';

/** The specifications a card shows, when the product lists them. */
const KEY_SPECS: [SpecName, string][] = [
  ['weightOz', 'Weight'],
  ['thicknessMm', 'Core'],
  ['shape', 'Shape'],
  ['surface', 'Surface'],
];

/** A product embedded in a post: image, name, key specs, score, price, the delisted warning and where to buy. */
export function ProductCard({ card }: { card: PublicGearCard }) {
  const name = productName(card);
  const specs = KEY_SPECS.flatMap(([spec, label]) => {
    const value = specValue(card, spec);
    return value ? [{ spec, label, text: value.text }] : [];
  });
  return (
    <aside className="gear-embed" aria-label={`Product: ${name}`}>
      {card.images[0] && <img className="gear-embed__image" src={card.images[0]} alt={name} width={160} height={160} loading="lazy" />}
      <div className="gear-embed__body">
        <p className="gear-embed__title">
          <a href={productPath(card)}>{name}</a>
        </p>
        <DelistedNote item={card} />
        {specs.length > 0 && (
          <dl className="gear-embed__specs">
            {specs.map(({ spec, label, text }) => (
              <div key={spec}>
                <dt>{label}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        )}
        {card.score !== undefined && (
          <p className="gear-score">
            Our score: <a href={`${productPath(card)}#our-review`}>{scoreLabel(card.score)}</a>
          </p>
        )}
        <p className="gear-muted">{priceLabel(card.price)}</p>
        <BuyLinks links={card.buyLinks} disclosure={card.affiliateDisclosure} />
      </div>
    </aside>
  );
}

type Part = { html: string } | { card: PublicGearCard };

/**
 * Stored content with its product cards drawn in place: each `<div data-product>` becomes the card
 * of the product it names, or nothing when the post's answer has no card for it (not published).
 */
export function ContentWithCards({ html, cards = [], className }: { html: string; cards?: PublicGearCard[]; className: string }) {
  const found = [...productCardsIn(html)];
  if (found.length === 0) return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  const byRef = new Map(cards.map((card) => [`${card.kind}/${card.slug}`, card]));
  const parts: Part[] = [];
  let at = 0;
  for (const match of found) {
    parts.push({ html: html.slice(at, match.index) });
    const card = byRef.get(match[1]!);
    if (card) parts.push({ card });
    at = match.index + match[0].length;
  }
  parts.push({ html: html.slice(at) });
  return (
    <div className={className}>
      {parts.map((part, index) =>
        'card' in part ? <ProductCard key={index} card={part.card} /> : part.html.trim() ? <div key={index} className="gear-embed__text" dangerouslySetInnerHTML={{ __html: part.html }} /> : null,
      )}
    </div>
  );
}
