import { ACQUISITION_DISCLOSURES, AFFILIATE_DISCLOSURE, PRICE_FRESH_DAYS } from '../../../common/gear.ts';
import type { PublicGearItem, PublicGearProduct, PublicGearReview } from '../../../codegen/hey-api/types.gen.ts';
import type { GearKind, GearProduct, GearReview } from './gear.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PublicGearSort = 'name' | 'price-asc' | 'price-desc' | 'score' | 'newest';

/** What a visitor may narrow the catalog by (prices in cents, thickness in millimetres). */
export interface PublicGearQuery {
  kind?: GearKind;
  priceMin?: number;
  priceMax?: number;
  thicknessMin?: number;
  thicknessMax?: number;
  shape?: string;
  approval?: string;
  sort: PublicGearSort;
}

/** The first instant a price checked on `day` (YYYY-MM-DD) is too old to show. */
export const priceStaleFrom = (day: string): number => Date.parse(`${day}T00:00:00Z`) + (PRICE_FRESH_DAYS + 1) * DAY_MS;

/** The mean of the published reviews' scores, one decimal; none without a published review. */
function scoreOf(reviews: GearReview[]): number | undefined {
  if (reviews.length === 0) return undefined;
  return Math.round((reviews.reduce((sum, review) => sum + review.score, 0) / reviews.length) * 10) / 10;
}

/** A product as the public catalog shows it at `now`: a price only while fresh, a score only from published reviews. */
export function publicItem(product: GearProduct, published: GearReview[], now: number): PublicGearItem {
  const { kind, slug, brand, model, year, images, approval, specs, priceCents, priceCheckedAt } = product;
  const item: PublicGearItem = { kind, slug, brand, model, year, images, approval, delisted: approval.status === 'delisted', reviewCount: published.length, specs };
  if (priceCents !== null && priceCheckedAt !== null && now < priceStaleFrom(priceCheckedAt)) item.price = { cents: priceCents, checkedAt: priceCheckedAt };
  const score = scoreOf(published);
  if (score !== undefined) item.score = score;
  return item;
}

function matches(item: PublicGearItem, query: PublicGearQuery): boolean {
  const cents = item.price?.cents;
  const thickness = item.specs?.thicknessMm?.value;
  if (query.kind && item.kind !== query.kind) return false;
  if ((query.priceMin !== undefined || query.priceMax !== undefined) && cents === undefined) return false;
  if (query.priceMin !== undefined && cents! < query.priceMin) return false;
  if (query.priceMax !== undefined && cents! > query.priceMax) return false;
  if ((query.thicknessMin !== undefined || query.thicknessMax !== undefined) && thickness === undefined) return false;
  if (query.thicknessMin !== undefined && thickness! < query.thicknessMin) return false;
  if (query.thicknessMax !== undefined && thickness! > query.thicknessMax) return false;
  if (query.shape && item.specs?.shape?.value !== query.shape) return false;
  if (query.approval && item.approval.status !== query.approval) return false;
  return true;
}

const byName = (a: PublicGearItem, b: PublicGearItem) => a.brand.localeCompare(b.brand) || a.model.localeCompare(b.model) || a.slug.localeCompare(b.slug);
/** Ascending by `value`, those without one last, then by name. */
const byValue = (value: (item: PublicGearItem) => number | undefined | null, direction: 1 | -1) => (a: PublicGearItem, b: PublicGearItem) => {
  const [x, y] = [value(a), value(b)];
  if (x == null || y == null) return (x == null ? 1 : 0) - (y == null ? 1 : 0) || byName(a, b);
  return (x - y) * direction || byName(a, b);
};
const ORDER: Record<PublicGearSort, (a: PublicGearItem, b: PublicGearItem) => number> = {
  name: byName,
  'price-asc': byValue((item) => item.price?.cents, 1),
  'price-desc': byValue((item) => item.price?.cents, -1),
  score: byValue((item) => item.score, -1),
  newest: byValue((item) => item.year, -1),
};

/** The catalog page: published products matching the query, in its order. */
export function publicList(products: GearProduct[], reviews: GearReview[], query: PublicGearQuery, now: number): { items: PublicGearItem[]; validUntil?: number } {
  const items = products.map((product) => publicItem(product, reviews.filter((review) => review.productId === product.id), now)).filter((item) => matches(item, query));
  items.sort(ORDER[query.sort]);
  return { items, validUntil: firstStale(products, now) };
}

/** When the first price shown now goes stale (the cached answer must not outlive it). */
export function firstStale(products: GearProduct[], now: number): number | undefined {
  const times = products.flatMap((product) => (product.priceCheckedAt ? [priceStaleFrom(product.priceCheckedAt)] : [])).filter((time) => time > now);
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** One product's page: its buy links (affiliate ones flagged and disclosed) and published reviews with their disclosures. */
export function publicProduct(product: GearProduct, published: GearReview[], authorName: (id: number) => string, now: number): PublicGearProduct {
  const reviews: PublicGearReview[] = published
    .filter((review) => review.acquisition !== null)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .map(({ authorId, score, pros, cons, howWeTested, acquisition, body, updatedAt }) => ({
      author: authorName(authorId),
      score,
      pros,
      cons,
      howWeTested,
      acquisition: acquisition!,
      disclosure: ACQUISITION_DISCLOSURES[acquisition!],
      body,
      updatedAt,
    }));
  const page: PublicGearProduct = { ...publicItem(product, published, now), buyLinks: product.buyLinks, reviews };
  if (product.buyLinks.some((link) => link.affiliate)) page.affiliateDisclosure = AFFILIATE_DISCLOSURE;
  return page;
}
