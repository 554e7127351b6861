import { insertWithNewId } from '../../db/counters.ts';
import { isDuplicateKey } from '../../http/slug.ts';
import { StaticPageModel, type StaticPageDoc } from './model.ts';

/** What a static page is written from (every text field present, trimmed). */
export interface StaticPageFields {
  title: string;
  slug: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  featuredImage: string;
  featuredImageAlt: string;
  canonicalUrl: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  structuredData: string;
  isPublished: boolean;
}

export interface StaticPage extends StaticPageFields {
  id: number;
  createdAt: Date;
  updatedAt: Date;
}

export type StaticPageSortField = 'id' | 'title' | 'slug' | 'isPublished' | 'updatedAt';

export interface StaticPageListQuery {
  /** Title or slug contains this (case-insensitive, regex characters already escaped). */
  q?: RegExp;
  isPublished?: boolean;
  ids?: number[];
  sort: { field: StaticPageSortField; direction: 1 | -1 };
  skip: number;
  /** 0: no limit */
  limit: number;
}

/** A write refused because another page holds the slug. */
export class PageSlugTaken extends Error {
  constructor(readonly slug: string) {
    super(`slug "${slug}" is taken`);
    this.name = 'PageSlugTaken';
  }
}

/** The stored static pages. */
export interface StaticPageRepository {
  list(query: StaticPageListQuery): Promise<{ page: StaticPage[]; total: number }>;
  get(id: number): Promise<StaticPage | null>;
  bySlug(slug: string): Promise<StaticPage | null>;
  /** Title and slug of every published page, by title. */
  published(): Promise<Pick<StaticPage, 'title' | 'slug' | 'updatedAt'>[]>;
  slugTaken(slug: string, exceptId?: number): Promise<boolean>;
  /** Throws PageSlugTaken when the slug is in use. */
  create(fields: StaticPageFields): Promise<StaticPage>;
  /** Null when no page has the id; throws PageSlugTaken when another page has the slug. */
  update(id: number, fields: StaticPageFields): Promise<StaticPage | null>;
  remove(id: number): Promise<void>;
  count(): Promise<number>;
}

function toPage(doc: StaticPageDoc): StaticPage {
  const { _id, ...rest } = doc;
  return { id: _id, ...rest };
}

export function createStaticPageRepository(): StaticPageRepository {
  const slugTaken = async (slug: string, exceptId?: number) =>
    Boolean(await StaticPageModel.exists(exceptId === undefined ? { slug } : { slug, _id: { $ne: exceptId } }));

  return {
    async list({ q, isPublished, ids, sort, skip, limit }) {
      const where: Record<string, unknown> = {};
      if (q) where.$or = [{ title: q }, { slug: q }];
      if (isPublished !== undefined) where.isPublished = isPublished;
      if (ids) where._id = { $in: ids };
      const order = sort.field === 'id' ? { _id: sort.direction } : { [sort.field]: sort.direction, _id: sort.direction };
      const [docs, total] = await Promise.all([StaticPageModel.find(where).sort(order).skip(skip).limit(limit).lean(), StaticPageModel.countDocuments(where)]);
      return { page: docs.map(toPage), total };
    },
    async get(id) {
      const doc = await StaticPageModel.findById(id).lean();
      return doc ? toPage(doc) : null;
    },
    async bySlug(slug) {
      const doc = await StaticPageModel.findOne({ slug }).lean();
      return doc ? toPage(doc) : null;
    },
    async published() {
      const docs = await StaticPageModel.find({ isPublished: true }, { title: 1, slug: 1, updatedAt: 1 }).sort({ title: 1, _id: 1 }).lean();
      return docs.map(({ title, slug, updatedAt }) => ({ title, slug, updatedAt }));
    },
    slugTaken,
    async create(fields) {
      const doc = await insertWithNewId(
        'staticpages',
        (id) => StaticPageModel.create({ _id: id, ...fields }),
        // A duplicate key on a free slug was a taken id: another is drawn.
        async () => {
          if (await slugTaken(fields.slug)) throw new PageSlugTaken(fields.slug);
        },
        (id) => StaticPageModel.deleteOne({ _id: id, slug: fields.slug }),
      );
      return toPage(doc.toObject());
    },
    async update(id, fields) {
      try {
        const doc = await StaticPageModel.findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'after', lean: true });
        return doc ? toPage(doc) : null;
      } catch (error) {
        if (isDuplicateKey(error)) throw new PageSlugTaken(fields.slug);
        throw error;
      }
    },
    async remove(id) {
      await StaticPageModel.deleteOne({ _id: id });
    },
    count: () => StaticPageModel.estimatedDocumentCount(),
  };
}
