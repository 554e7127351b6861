import type { GearBuyLink } from '../../../../codegen/orval/schemas/gearBuyLink.ts';
import type { PublicGearItem } from '../../../../codegen/orval/schemas/publicGearItem.ts';
import { delistedNote, METHOD_PATH, RUBRIC } from './format.ts';

/** The loud line every delisted product carries. */
export function DelistedNote({ item }: { item: Pick<PublicGearItem, 'approval' | 'delisted'> }) {
  if (!item.delisted) return null;
  return <strong className="gear-delisted">{delistedNote(item)}</strong>;
}

/** Buy links, each affiliate one said so next to it and marked sponsored; the disclosure above them. */
export function BuyLinks({ links, disclosure }: { links: GearBuyLink[]; disclosure?: string }) {
  if (links.length === 0) return <p>We know of no shop for it yet.</p>;
  return (
    <>
      {disclosure && (
        <p className="gear-disclosure">
          {disclosure} <a href={METHOD_PATH}>How we review and earn money</a>
        </p>
      )}
      <ul className="gear-buy">
        {links.map((link) => (
          <li key={`${link.label}:${link.url}`}>
            <a href={link.url} rel={link.affiliate ? 'sponsored noopener' : 'noopener'}>
              {link.label}
            </a>
            {link.affiliate ? <span className="gear-buy__note"> (affiliate link: we earn a commission)</span> : <span className="gear-buy__note"> (no commission)</span>}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The scoring rule, shown wherever a score is. */
export function Rubric() {
  return (
    <section className="gear-rubric" aria-label="How we score">
      <h3>How we score (0 to 10)</h3>
      <dl>
        {RUBRIC.map(([band, meaning]) => (
          <div key={band}>
            <dt>{band}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
