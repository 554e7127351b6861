import { insertWithNewId, reserveIds } from '../../db/counters.ts';
import { isDuplicateKey } from '../../db/duplicateKey.ts';
import type { GearKind, GearProduct, GearReview, GearStatus, ProductFields, ProductSortField, ReviewFields, ReviewSortField } from '../gear.ts';
import { GearProductModel, GearReviewModel, type ProductDoc, type ReviewDoc } from './model.ts';
import type { PageQuery } from '../../db/listPage.ts';
import type { Model } from 'mongoose';

/** `q` looks in the brand, model and slug; `kind` and `status` keep one of each. */
export interface ProductListQuery extends PageQuery<ProductSortField> {
  kind?: GearKind;
  status?: GearStatus;
}
export interface ReviewListQuery extends PageQuery<ReviewSortField> {
  productId?: number;
  status?: GearStatus;
}

/** Thrown when another product has the slug. */
export class SlugTaken extends Error {
  constructor(readonly slug: string) {
    super(`slug ${slug} is taken`);
    this.name = 'SlugTaken';
  }
}

/** Every read and write of gear products and reviews. */
export interface GearRepository {
  listProducts(query: ProductListQuery): Promise<{ page: GearProduct[]; total: number }>;
  getProduct(id: number): Promise<GearProduct | null>;
  /** Throws SlugTaken when another product has the slug. */
  createProduct(fields: ProductFields): Promise<GearProduct>;
  /** Null when no product has the id; throws SlugTaken when another product has the slug. */
  updateProduct(id: number, fields: ProductFields): Promise<GearProduct | null>;
  removeProduct(id: number): Promise<GearProduct | null>;
  /** Adds all of them, or none (their slugs were checked free first). */
  createProducts(list: ProductFields[]): Promise<GearProduct[]>;
  /** Every published product (the catalog is small: the public reads filter it in memory). */
  publishedProducts(): Promise<GearProduct[]>;
  listReviews(query: ReviewListQuery): Promise<{ page: GearReview[]; total: number }>;
  getReview(id: number): Promise<GearReview | null>;
  createReview(fields: ReviewFields): Promise<GearReview>;
  updateReview(id: number, fields: ReviewFields): Promise<GearReview | null>;
  removeReview(id: number): Promise<GearReview | null>;
  /** A product's reviews (all of them: a handful). */
  reviewsOf(productId: number): Promise<GearReview[]>;
  /** Every published review. */
  publishedReviews(): Promise<GearReview[]>;
}

const toProduct = ({ _id, kind, brand, model, year, slug, priceCents, priceCheckedAt, images, buyLinks, status, specs, approval, updatedAt }: ProductDoc): GearProduct => ({
  id: _id,
  kind,
  brand,
  model,
  year: year ?? null,
  slug,
  priceCents: priceCents ?? null,
  priceCheckedAt: priceCheckedAt ?? null,
  images: [...images],
  buyLinks: buyLinks.map(({ label, url, affiliate }) => ({ label, url, affiliate })),
  status,
  specs: specs ?? null,
  approval,
  updatedAt: new Date(updatedAt).toISOString(),
});
const toReview = ({ _id, productId, authorId, score, pros, cons, howWeTested, acquisition, body, status, updatedAt }: ReviewDoc): GearReview => ({
  id: _id,
  productId,
  authorId,
  score,
  pros: [...pros],
  cons: [...cons],
  howWeTested,
  acquisition: acquisition ?? null,
  body,
  status,
  updatedAt: new Date(updatedAt).toISOString(),
});

/** One window of a list: plain equality filters, so FerretDB and MongoDB answer it alike. */
async function page<Doc>(model: Model<Doc>, { q, ids, sort, skip, limit }: PageQuery<string>, where: Record<string, unknown>, searched: string[]): Promise<{ docs: Doc[]; total: number }> {
  const filter: Record<string, unknown> = Object.fromEntries(Object.entries(where).filter(([, value]) => value !== undefined));
  if (q) filter.$or = searched.map((field) => ({ [field]: q }));
  if (ids) filter._id = { $in: ids };
  const order = sort.field === 'id' ? { _id: sort.direction } : { [sort.field]: sort.direction, _id: sort.direction };
  const [docs, total] = await Promise.all([model.find(filter).sort(order).skip(skip).limit(limit).lean<Doc[]>(), model.countDocuments(filter)]);
  return { docs, total };
}

/** Gear in the database. */
export function createGearRepository(): GearRepository {
  const slugTaken = async (slug: string, exceptId?: number) => Boolean(await GearProductModel.exists(exceptId === undefined ? { slug } : { slug, _id: { $ne: exceptId } }));
  return {
    async listProducts(query) {
      const { docs, total } = await page(GearProductModel, query, { kind: query.kind, status: query.status }, ['brand', 'model', 'slug']);
      return { page: docs.map(toProduct), total };
    },
    getProduct: async (id) => {
      const doc = await GearProductModel.findById(id).lean<ProductDoc>();
      return doc ? toProduct(doc) : null;
    },
    async createProduct(fields) {
      if (await slugTaken(fields.slug)) throw new SlugTaken(fields.slug);
      const doc = await insertWithNewId(
        'gearproducts',
        (id) => GearProductModel.create({ _id: id, ...fields }),
        // A duplicate key on a free slug was a taken id: another is drawn.
        async () => {
          if (await slugTaken(fields.slug)) throw new SlugTaken(fields.slug);
        },
        (id) => GearProductModel.deleteOne({ _id: id, slug: fields.slug }),
      );
      return toProduct(doc.toObject());
    },
    async updateProduct(id, fields) {
      if (await slugTaken(fields.slug, id)) throw new SlugTaken(fields.slug);
      try {
        const doc = await GearProductModel.findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'after', lean: true });
        return doc ? toProduct(doc as ProductDoc) : null;
      } catch (error) {
        if (isDuplicateKey(error)) throw new SlugTaken(fields.slug);
        throw error;
      }
    },
    removeProduct: async (id) => {
      const doc = await GearProductModel.findByIdAndDelete(id, { lean: true });
      return doc ? toProduct(doc as ProductDoc) : null;
    },
    async createProducts(list) {
      if (list.length === 0) return [];
      const first = await reserveIds('gearproducts', list.length);
      try {
        const stored = await GearProductModel.insertMany(list.map((fields, index) => ({ _id: first + index, ...fields })), { ordered: true });
        return stored.map((doc) => toProduct(doc.toObject() as ProductDoc));
      } catch (error) {
        // The database failed part-way: the ones it took are removed again.
        await GearProductModel.deleteMany({ _id: { $gte: first, $lt: first + list.length } }).catch(() => {});
        if (isDuplicateKey(error)) throw new SlugTaken(list[0]!.slug);
        throw error;
      }
    },
    publishedProducts: async () => (await GearProductModel.find({ status: 'published' }).lean<ProductDoc[]>()).map(toProduct),

    async listReviews(query) {
      const { docs, total } = await page(GearReviewModel, query, { productId: query.productId, status: query.status }, ['howWeTested']);
      return { page: docs.map(toReview), total };
    },
    getReview: async (id) => {
      const doc = await GearReviewModel.findById(id).lean<ReviewDoc>();
      return doc ? toReview(doc) : null;
    },
    async createReview(fields) {
      const doc = await insertWithNewId(
        'gearreviews',
        (id) => GearReviewModel.create({ _id: id, ...fields }),
        async () => {},
        (id) => GearReviewModel.deleteOne({ _id: id, productId: fields.productId, authorId: fields.authorId }),
      );
      return toReview(doc.toObject());
    },
    updateReview: async (id, fields) => {
      const doc = await GearReviewModel.findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'after', lean: true });
      return doc ? toReview(doc as ReviewDoc) : null;
    },
    removeReview: async (id) => {
      const doc = await GearReviewModel.findByIdAndDelete(id, { lean: true });
      return doc ? toReview(doc as ReviewDoc) : null;
    },
    reviewsOf: async (productId) => (await GearReviewModel.find({ productId }).lean<ReviewDoc[]>()).map(toReview),
    publishedReviews: async () => (await GearReviewModel.find({ status: 'published' }).lean<ReviewDoc[]>()).map(toReview),
  };
}
