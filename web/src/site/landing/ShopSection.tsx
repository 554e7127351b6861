import { Section } from './Section.tsx';
const KITS = [
  [
    'Starter Set',
    'Under $50',
    'Two composite paddles and four outdoor balls: enough to learn with a friend before you invest.',
  ],
  [
    'Club Player',
    '$50 to $120',
    'A midweight fiberglass or graphite paddle with a 16 mm core, plus indoor and outdoor balls.',
  ],
  [
    'Competitor',
    '$120 and up',
    'A carbon-fiber paddle from the approved list, court shoes for your surface and protective eyewear.',
  ],
] as const;

/** #shop: budget-based starter kits built from the gear guides. */
export function ShopSection() {
  return (
    <Section
      id="shop"
      title="Shop"
      tone="tint"
      lead="Our kits follow the same rule as our reviews: we list what we would play with ourselves, and no brand pays to be included."
    >
      <div className="card-grid">
        {KITS.map(([name, price, text]) => (
          <article key={name} className="card">
            <h3>{name}</h3>
            <p className="card__meta">{price}</p>
            <p>{text}</p>
          </article>
        ))}
      </div>
      <p>
        <a href="/gear#where-to-buy">Where to buy: every product we list, each affiliate link marked</a>
      </p>
    </Section>
  );
}
