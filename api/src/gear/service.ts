import { GEAR_MESSAGES } from '../../../common/gear.ts';
import { HttpProblem, notFound, problemBody, validationProblem } from '../http/problem.ts';
import { found } from '../http/recordService.ts';
import { slugConflict } from '../http/slug.ts';
import { sanitizePostHtml } from '../posts/sanitize.ts';
import type { AuthorLookup } from '../public/authors.ts';
import type { PublicCache } from '../public/cache.ts';
import type { CachedBody } from '../public/cachedBody.ts';
import { atLeast, type Role } from '../users/user.ts';
import type { GearKind, GearProduct, GearReview, ProductFields } from './gear.ts';
import { publicList, publicProduct, type PublicGearQuery } from './publicView.ts';
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
}

export interface GearServiceDeps {
  repository: GearRepository;
  cache: Pick<PublicCache, 'cached'>;
  /** The reviewers' public names. */
  authors: AuthorLookup;
  now?: () => number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const missingProduct = () => notFound('Product');
const missingReview = () => notFound('Review');
const mayPublish = (actor: GearActor) => atLeast(actor.role, 'editor');

/**
 * The rules of the gear catalog: authors write drafts, editors and admins publish; an author
 * changes only their own reviews; a review goes public only with its disclosure of how the
 * product was obtained; a product's score comes only from its published reviews.
 */
export function createGearService({ repository, cache, authors, now = Date.now }: GearServiceDeps): GearService {
  const today = () => new Date(now()).toISOString().slice(0, 10);
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
      const key = `gear:list:${JSON.stringify([query.kind, query.priceMin, query.priceMax, query.thicknessMin, query.thicknessMax, query.shape, query.approval, query.sort])}`;
      const entry = await cache.cached(
        key,
        async () => {
          const [products, reviews] = await Promise.all([repository.publishedProducts(), repository.publishedReviews()]);
          const { items, validUntil } = publicList(products, reviews, query, now());
          return { contentType: JSON_TYPE, body: JSON.stringify({ items }), validUntil };
        },
      );
      return { key, entry };
    },

    async read(kind, slug) {
      const key = `gear:item:${kind}:${slug}`;
      const entry = await cache.cached(
        key,
        async () => {
          const product = (await repository.publishedProducts()).find((candidate) => candidate.kind === kind && candidate.slug === slug);
          if (!product) return { status: 404, contentType: 'application/problem+json; charset=utf-8', body: JSON.stringify(problemBody(404, 'Product not found.')) };
          const [reviews, names] = await Promise.all([repository.reviewsOf(product.id), authors.all()]);
          const published = reviews.filter((review) => review.status === 'published');
          const at = now();
          const { validUntil } = publicList([product], [], { sort: 'name' }, at);
          const authorName = (id: number) => names.get(id)?.name ?? 'Pickleball Hub staff';
          return { contentType: JSON_TYPE, body: JSON.stringify(publicProduct(product, published, authorName, at)), validUntil };
        },
      );
      return { key, entry };
    },
  };
}
