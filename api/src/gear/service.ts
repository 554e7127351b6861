import { GEAR_MESSAGES } from '../../../common/gear.ts';
import { HttpProblem, notFound, problemBody, validationProblem } from '../http/problem.ts';
import { found } from '../http/recordService.ts';
import { slugConflict } from '../http/slug.ts';
import { sanitizePostHtml } from '../posts/sanitize.ts';
import type { AuthorLookup } from '../public/authors.ts';
import type { PublicCache } from '../public/cache.ts';
import type { CachedBody } from '../public/cachedBody.ts';
import { DEFAULT_SETTINGS_READER, type SiteSettingsReader } from '../settings/reader.ts';
import type { PublicGearCard } from '../../../codegen/hey-api/types.gen.ts';
import { cardRefs, publicCards } from './cards.ts';
import { gearFeedDocument } from './feed.ts';
import { gearTransfer } from './transfer.ts';
import { cacheControlFor } from '../settings/cacheDuration.ts';
import { atLeast, type Role } from '../users/user.ts';
import type { GearKind, GearProduct, GearReview, ProductFields } from './gear.ts';
import { COMPARE_MAX, COMPARE_MIN, compareSlugs, firstStale, publicList, publicOverview, publicProduct, PUBLIC_PAGE_SIZE, queryKey, type PublicGearQuery } from './publicView.ts';
import { SlugTaken, type GearRepository, type ProductListQuery, type ReviewListQuery } from './repository/gearRepository.ts';
import { checkProduct, checkReview, type GearRaw } from './validate.ts';

/** Who asks for a write. */
export interface GearActor {
  id: number;
  role: Role;
}

export interface GearService {
  list(query: ProductListQuery): Promise<{ page: GearProduct[]; total: number }>;
  get(id: number): Promise<GearProduct>;
  create(raw: GearRaw, actor: GearActor): Promise<GearProduct>;
  update(id: number, raw: GearRaw, actor: GearActor): Promise<GearProduct>;
  remove(id: number): Promise<GearProduct>;
  listReviews(query: ReviewListQuery): Promise<{ page: GearReview[]; total: number }>;
  getReview(id: number): Promise<GearReview>;
  createReview(raw: GearRaw, actor: GearActor): Promise<GearReview>;
  updateReview(id: number, raw: GearRaw, actor: GearActor): Promise<GearReview>;
  removeReview(id: number): Promise<GearReview>;
  /** The public catalog's body, cached like the other public reads under `key`. */
  search(query: PublicGearQuery): Promise<{ key: string; entry: CachedBody }>;
  /** One published product's public body (a 404 body when there is none). */
  read(kind: GearKind, slug: string): Promise<{ key: string; entry: CachedBody }>;
  /** The gear front page's body: kinds, newest reviews, where to buy. */
  overview(): Promise<{ key: string; entry: CachedBody }>;
  /** 2 to 4 published products by slug (`items`, comma-separated), in that order; a 404 body names an unknown one. */
  compare(items: string): Promise<{ key: string; entry: CachedBody }>;
  /** The cards a post's HTML embeds, from the published catalog (none for a product not published). */
  cards(html: string): Promise<{ cards: PublicGearCard[]; validUntil?: number }>;
  /** The public gear pages, for the sitemap. */
  sitemapEntries(): Promise<{ path: string; updatedAt?: Date }[]>;
  /** Adds every row of a CSV file as a draft, or none (ImportRefused naming each bad row). */
  importCsv(text: string): Promise<number>;
  /** Every product with its specs, in the import's columns. */
  exportCsv(): Promise<string>;
  /** The gear RSS feed, cached like the blog's. */
  feed(): Promise<{ key: string; entry: CachedBody }>;
  /** The Cache-Control of the feed: the settings' cache duration. */
  feedCacheControl(): Promise<string>;
}

export interface GearServiceDeps {
  repository: GearRepository;
  cache: Pick<PublicCache, 'cached'>;
  /** The reviewers' public names. */
  authors: AuthorLookup;
  /** The origin of the feed's absolute links. */
  siteUrl?: string;
  /** The site's title (the feed's channel) and cache duration. */
  settings?: SiteSettingsReader;
  now?: () => number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';
const CATALOG_KEY = 'gear:catalog';
const COMPARE_COUNT = `Compare ${COMPARE_MIN} to ${COMPARE_MAX} products: name their slugs in items, separated by commas.`;
const missingProduct = () => notFound('Product');
const missingReview = () => notFound('Review');
const mayPublish = (actor: GearActor) => atLeast(actor.role, 'editor');

/**
 * The rules of the gear catalog: authors write drafts, editors and admins publish; an author
 * changes only their own reviews; a review goes public only with its disclosure of how the
 * product was obtained; a product's score comes only from its published reviews.
 */
export function createGearService({ repository, cache, authors, siteUrl = '', settings = DEFAULT_SETTINGS_READER, now = Date.now }: GearServiceDeps): GearService {
  const today = () => new Date(now()).toISOString().slice(0, 10);
  /** Every published product and review, read once for all the public reads until a write clears the cache. */
  const catalog = async (): Promise<{ products: GearProduct[]; reviews: GearReview[] }> => {
    const { body } = await cache.cached(CATALOG_KEY, async () => {
      const [products, reviews] = await Promise.all([repository.publishedProducts(), repository.publishedReviews()]);
      return { contentType: JSON_TYPE, body: JSON.stringify({ products, reviews }) };
    });
    return JSON.parse(body) as { products: GearProduct[]; reviews: GearReview[] };
  };
  const authorNames = async () => {
    const names = await authors.all();
    return (id: number) => names.get(id)?.name ?? 'Pickleball Hub staff';
  };
  const readProduct = (raw: GearRaw): ProductFields => {
    const { fields, errors } = checkProduct(raw, today());
    if (!fields) throw validationProblem(errors);
    return fields;
  };
  const savingSlug = async <T>(slug: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (error instanceof SlugTaken) throw slugConflict('product', slug);
      throw error;
    }
  };
  const readReview = async (raw: GearRaw) => {
    const { fields, errors } = checkReview(raw);
    if (!fields) throw validationProblem(errors);
    if (!(await repository.getProduct(fields.productId))) throw validationProblem({ productId: GEAR_MESSAGES.productUnknown });
    return { ...fields, body: sanitizePostHtml(fields.body) };
  };

  return {
    ...gearTransfer(repository, today),
    list: (query) => repository.listProducts(query),
    get: async (id) => found(await repository.getProduct(id), missingProduct),

    async create(raw, actor) {
      const fields = readProduct(raw);
      if (fields.status === 'published' && !mayPublish(actor)) throw new HttpProblem(403, GEAR_MESSAGES.onlyEditorsPublish);
      return savingSlug(fields.slug, () => repository.createProduct(fields));
    },

    async update(id, raw, actor) {
      const previous = found(await repository.getProduct(id), missingProduct);
      const fields = readProduct(raw);
      if (!mayPublish(actor) && previous.status === 'published') throw new HttpProblem(403, GEAR_MESSAGES.authorsEditDrafts);
      if (!mayPublish(actor) && fields.status === 'published') throw new HttpProblem(403, GEAR_MESSAGES.onlyEditorsPublish);
      return found(await savingSlug(fields.slug, () => repository.updateProduct(id, fields)), missingProduct);
    },

    async remove(id) {
      found(await repository.getProduct(id), missingProduct);
      if ((await repository.reviewsOf(id)).length > 0) throw new HttpProblem(409, GEAR_MESSAGES.hasReviews);
      return found(await repository.removeProduct(id), missingProduct);
    },

    listReviews: (query) => repository.listReviews(query),
    getReview: async (id) => found(await repository.getReview(id), missingReview),

    async createReview(raw, actor) {
      const fields = await readReview(raw);
      if (fields.status === 'published' && !mayPublish(actor)) throw new HttpProblem(403, GEAR_MESSAGES.onlyEditorsPublish);
      return repository.createReview({ ...fields, authorId: actor.id });
    },

    async updateReview(id, raw, actor) {
      const previous = found(await repository.getReview(id), missingReview);
      if (!mayPublish(actor) && previous.authorId !== actor.id) throw new HttpProblem(403, GEAR_MESSAGES.ownReviewsOnly);
      const fields = await readReview(raw);
      if (!mayPublish(actor) && previous.status === 'published') throw new HttpProblem(403, GEAR_MESSAGES.authorsEditDrafts);
      if (!mayPublish(actor) && fields.status === 'published') throw new HttpProblem(403, GEAR_MESSAGES.onlyEditorsPublish);
      return found(await repository.updateReview(id, { ...fields, authorId: previous.authorId }), missingReview);
    },

    removeReview: async (id) => found(await repository.removeReview(id), missingReview),

    async search(query) {
      const key = `gear:list:${queryKey(query)}`;
      const entry = await cache.cached(
        key,
        async () => {
          const { products, reviews } = await catalog();
          const page = query.page ?? 1;
          const { items, total, validUntil } = publicList(products, reviews, { ...query, page }, now());
          return { contentType: JSON_TYPE, body: JSON.stringify({ items, page, totalPages: Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE)), total }), validUntil };
        },
      );
      return { key, entry };
    },

    async read(kind, slug) {
      const key = `gear:item:${kind}:${slug}`;
      const entry = await cache.cached(
        key,
        async () => {
          const { products, reviews } = await catalog();
          const product = products.find((candidate) => candidate.kind === kind && candidate.slug === slug);
          if (!product) return { status: 404, contentType: PROBLEM_TYPE, body: JSON.stringify(problemBody(404, 'Product not found.')) };
          const authorName = await authorNames();
          const published = reviews.filter((review) => review.productId === product.id);
          const at = now();
          const validUntil = firstStale([product], at);
          return { contentType: JSON_TYPE, body: JSON.stringify(publicProduct(product, published, authorName, at)), validUntil };
        },
      );
      return { key, entry };
    },

    async overview() {
      const key = 'gear:overview';
      const entry = await cache.cached(key, async () => {
        const [{ products, reviews }, authorName] = await Promise.all([catalog(), authorNames()]);
        const at = now();
        return { contentType: JSON_TYPE, body: JSON.stringify(publicOverview(products, reviews, authorName, at)), validUntil: firstStale(products, at) };
      });
      return { key, entry };
    },

    async compare(items) {
      const slugs = compareSlugs(items);
      if (slugs.length < COMPARE_MIN || slugs.length > COMPARE_MAX) throw new HttpProblem(400, COMPARE_COUNT, { errors: { 'query.items': COMPARE_COUNT } });
      const key = `gear:compare:${slugs.join(',')}`;
      const entry = await cache.cached(key, async () => {
        const [{ products, reviews }, authorName] = await Promise.all([catalog(), authorNames()]);
        const chosen = slugs.map((slug) => products.find((product) => product.slug === slug));
        const missing = slugs.filter((_, index) => !chosen[index]);
        if (missing.length > 0) return { status: 404, contentType: PROBLEM_TYPE, body: JSON.stringify(problemBody(404, `No published product has the slug ${missing.join(', ')}.`)) };
        const at = now();
        const found = chosen as GearProduct[];
        const body = { items: found.map((product) => publicProduct(product, reviews.filter((review) => review.productId === product.id), authorName, at)) };
        return { contentType: JSON_TYPE, body: JSON.stringify(body), validUntil: firstStale(found, at) };
      });
      return { key, entry };
    },

    async cards(html) {
      const refs = cardRefs(html);
      if (refs.length === 0) return { cards: [] };
      const { products, reviews } = await catalog();
      return publicCards(products, reviews, refs, now());
    },

    async sitemapEntries() {
      const products = await repository.publishedProducts();
      const kinds = [...new Set(products.map((product) => product.kind))];
      return [
        { path: '/gear' },
        { path: '/gear/how-we-review' },
        ...kinds.map((kind) => ({ path: `/gear/${kind}` })),
        ...products.map((product) => ({ path: `/gear/${product.kind}/${product.slug}`, updatedAt: new Date(product.updatedAt) })),
      ];
    },
    async feed() {
      const key = 'gear:rss';
      const entry = await cache.cached(key, async () => {
        const [products, reviews, names, site] = await Promise.all([repository.publishedProducts(), repository.publishedReviews(), authors.all(), settings.site()]);
        const authorName = (id: number) => names.get(id)?.name ?? 'Pickleball Hub staff';
        return { contentType: 'application/rss+xml; charset=utf-8', body: gearFeedDocument(products, reviews, authorName, siteUrl, site.siteTitle) };
      });
      return { key, entry };
    },
    feedCacheControl: async () => cacheControlFor(await settings.site()),
  };
}
