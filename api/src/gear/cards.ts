import { AFFILIATE_DISCLOSURE, productCardsIn } from '../../../common/gear.ts';
import type { PublicGearCard } from '../../../codegen/hey-api/types.gen.ts';
import type { GearProduct, GearReview } from './gear.ts';
import { firstStale, publicItem } from './publicView.ts';

/** The `kind/slug` of each product card in stored HTML, each once, in the order they first appear. */
export const cardRefs = (html: string): string[] => [...new Set([...productCardsIn(html)].map((match) => match[1]!))];

/**
 * The cards of `refs` from the published catalog at `now`, as the public post carries them: a ref
 * naming no published product has no card. `validUntil` is when the first price shown goes stale.
 */
export function publicCards(products: GearProduct[], reviews: GearReview[], refs: string[], now: number): { cards: PublicGearCard[]; validUntil?: number } {
  const byRef = new Map(products.map((product) => [`${product.kind}/${product.slug}`, product]));
  const shown = refs.flatMap((ref) => (byRef.has(ref) ? [byRef.get(ref)!] : []));
  const cards = shown.map((product) => {
    const card: PublicGearCard = { ...publicItem(product, reviews.filter((review) => review.productId === product.id), now), buyLinks: product.buyLinks };
    if (product.buyLinks.some((link) => link.affiliate)) card.affiliateDisclosure = AFFILIATE_DISCLOSURE;
    return card;
  });
  return { cards, validUntil: firstStale(shown, now) };
}
