import { ACQUISITION_DISCLOSURES, AFFILIATE_DISCLOSURE, GEAR_KINDS, PRICE_FRESH_DAYS } from '../../../common/gear.ts';
import type { PublicGearItem, PublicGearOverview, PublicGearProduct, PublicGearReview } from '../../../codegen/hey-api/types.gen.ts';
import type { GearKind, GearProduct, GearReview } from './gear.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PublicGearSort = 'name' | 'price-asc' | 'price-desc' | 'score' | 'newest' | 'weight';

/** What a visitor may narrow the catalog by (prices in cents, thickness in millimetres, weight in ounces). */
export interface PublicGearQuery {
  kind?: GearKind;
  priceMin?: number;
  priceMax?: number;
  thicknessMin?: number;
  thicknessMax?: number;
  weightMin?: number;
  weightMax?: number;
  shape?: string;
  /** A word of the surface material, lower case. */
  surface?: string;
  approval?: string;
  sort: PublicGearSort;
  /** 1-based, of PUBLIC_PAGE_SIZE products. */
  page?: number;
}

/** How many products one page of the public catalog holds. */
export const PUBLIC_PAGE_SIZE = 50;

/** The query's fields in one order: the cache key of its answer. */
export const queryKey = (query: PublicGearQuery) =>
  JSON.stringify([query.kind, query.priceMin, query.priceMax, query.thicknessMin, query.thicknessMax, query.weightMin, query.weightMax, query.shape, query.surface, query.approval, query.sort, query.page ?? 1]);

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

/** Whether `value` is within [min, max]; a missing value matches only when no bound is asked. */
function within(value: number | undefined, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true;
  if (value === undefined) return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

function matches(item: PublicGearItem, query: PublicGearQuery): boolean {
  if (query.kind && item.kind !== query.kind) return false;
  if (!within(item.price?.cents, query.priceMin, query.priceMax)) return false;
  if (!within(item.specs?.thicknessMm?.value, query.thicknessMin, query.thicknessMax)) return false;
  if (!within(item.specs?.weightOz?.value, query.weightMin, query.weightMax)) return false;
  if (query.shape && item.specs?.shape?.value !== query.shape) return false;
  if (query.surface && !(item.specs?.surface?.value.toLowerCase().includes(query.surface) ?? false)) return false;
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
  weight: byValue((item) => item.specs?.weightOz?.value, 1),
};

/** The catalog: published products matching the query, in its order; one page of them when a page is asked. */
export function publicList(products: GearProduct[], reviews: GearReview[], query: PublicGearQuery, now: number): { items: PublicGearItem[]; total: number; validUntil?: number } {
  const byProduct = new Map<number, GearReview[]>();
  for (const review of reviews) byProduct.set(review.productId, [...(byProduct.get(review.productId) ?? []), review]);
  const all = products.map((product) => publicItem(product, byProduct.get(product.id) ?? [], now)).filter((item) => matches(item, query));
  all.sort(ORDER[query.sort]);
  const items = query.page === undefined ? all : all.slice((query.page - 1) * PUBLIC_PAGE_SIZE, query.page * PUBLIC_PAGE_SIZE);
  return { items, total: all.length, validUntil: firstStale(products, now) };
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

/** How many newest reviews the gear front page shows. */
export const OVERVIEW_REVIEWS = 6;

/** The gear front page: each kind's count, the newest published reviews, every product with a place to buy it. */
export function publicOverview(products: GearProduct[], reviews: GearReview[], authorName: (id: number) => string, now: number): PublicGearOverview {
  const byId = new Map(products.map((product) => [product.id, product]));
  const kinds = GEAR_KINDS.map((kind) => ({ kind, count: products.filter((product) => product.kind === kind).length }));
  const newest = reviews
    .filter((review) => review.acquisition !== null && byId.has(review.productId))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, OVERVIEW_REVIEWS)
    .map((review) => {
      const product = byId.get(review.productId)!;
      return { kind: product.kind, slug: product.slug, brand: product.brand, model: product.model, delisted: product.approval.status === 'delisted', author: authorName(review.authorId), score: review.score, updatedAt: review.updatedAt };
    });
  const shop = products
    .filter((product) => product.buyLinks.length > 0)
    .map((product) => {
      const { kind, slug, brand, model, delisted, price } = publicItem(product, [], now);
      return { kind, slug, brand, model, delisted, buyLinks: product.buyLinks, ...(price ? { price } : {}) };
    })
    .sort((a, b) => a.brand.localeCompare(b.brand) || a.model.localeCompare(b.model) || a.slug.localeCompare(b.slug));
  const overview: PublicGearOverview = { kinds, reviews: newest, shop };
  if (shop.some((item) => item.buyLinks.some((link) => link.affiliate))) overview.affiliateDisclosure = AFFILIATE_DISCLOSURE;
  return overview;
}

/** How many products a comparison holds. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** The slugs of `?items=`, each once, in the order given. */
export const compareSlugs = (items: string): string[] => [...new Set(items.split(',').map((slug) => slug.trim().toLowerCase()).filter(Boolean))];
