import { insertWithNewId } from '../../db/counters.ts';
import { PAGE_REVISIONS_KEPT } from '../../../../common/constants.ts';
import { isDuplicateKey } from '../../db/duplicateKey.ts';
import { createPreviewGenerations } from '../../previews/repository/previewGenerations.ts';
import { createRevisionRepository, type KeptRevision } from '../../revisions/repository/revisionRepository.ts';
import { renderPageMarkdown } from '../markdown.ts';
import { MARKDOWN_FORMAT } from './migrateMarkdown.ts';
import { StaticPageModel, type StaticPageDoc } from './model.ts';
import type { StaticPageFields } from './records.ts';

export type { StaticPageFields };

export interface StaticPage extends StaticPageFields {
  id: number;
  version: number;
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

/** A save refused because the page is no longer at the version it started from. */
export class PageVersionStale extends Error {
  constructor() {
    super('the page was saved elsewhere');
    this.name = 'PageVersionStale';
  }
}

/** A version of a page as it was before a save replaced it; `markdown`: what it was written in, when pages were Markdown. */
export type PageRevision = KeptRevision<StaticPageFields & { updatedAt: Date }> & { markdown?: string };

type KeptFields = StaticPageFields & Partial<Record<keyof typeof MARKDOWN_FORMAT, string>>;

/** A version kept from when pages were Markdown reads as the HTML it became, its Markdown beside it. */
function readable(kept: KeptRevision<KeptFields>): PageRevision {
  const { contentFormat, ...revision } = kept;
  return contentFormat === MARKDOWN_FORMAT.contentFormat ? { ...revision, content: renderPageMarkdown(revision.content), markdown: revision.content } : revision;
}

/** The stored static pages, their revisions and preview-link generations. */
export interface StaticPageRepository {
  list(query: StaticPageListQuery): Promise<{ page: StaticPage[]; total: number }>;
  get(id: number): Promise<StaticPage | null>;
  bySlug(slug: string): Promise<StaticPage | null>;
  /** Title and slug of every published page, by title. */
  published(): Promise<Pick<StaticPage, 'title' | 'slug' | 'updatedAt'>[]>;
  slugTaken(slug: string, exceptId?: number): Promise<boolean>;
  /** Throws PageSlugTaken when the slug is in use. */
  create(fields: StaticPageFields): Promise<StaticPage>;
  /**
   * Applies `fields` if the page is at `expectedVersion` (its current one when undefined), raising
   * the version and keeping the replaced one as a revision. Null when no page has the id; throws
   * PageSlugTaken when another page has the slug, PageVersionStale when another save came first.
   */
  update(id: number, fields: StaticPageFields, expectedVersion?: number): Promise<StaticPage | null>;
  /** Its revisions and preview-link generation go with it. */
  remove(id: number): Promise<void>;
  /** The versions saves replaced (the last PAGE_REVISIONS_KEPT), newest first. */
  revisions(id: number): Promise<PageRevision[]>;
  revision(id: number, version: number): Promise<PageRevision | null>;
  /** How many times the page's preview links were revoked. */
  previewGeneration(id: number): Promise<number>;
  revokePreviews(id: number): Promise<void>;
  count(): Promise<number>;
}

/** The sample mark stays in storage: the back office reads it from the sample-content operations. */
function toPage(doc: StaticPageDoc & { sample?: boolean }): StaticPage {
  const { _id, version, sample: _sample, ...rest } = doc;
  return { id: _id, version: version ?? 1, ...rest };
}

/** What a revision keeps of a page. */
function revisionOf(page: StaticPage): StaticPageFields & { updatedAt: Date } {
  const { id: _id, version: _version, createdAt: _created, ...fields } = page;
  return fields;
}

export function createStaticPageRepository(): StaticPageRepository {
  const revisions = createRevisionRepository<KeptFields>('page', PAGE_REVISIONS_KEPT);
  const generations = createPreviewGenerations('page');
  const get = async (id: number) => {
    const doc = await StaticPageModel.findById(id).lean();
    return doc ? toPage(doc) : null;
  };
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
    get,
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
        (id) => StaticPageModel.create({ _id: id, ...fields, version: 1 }),
        // A duplicate key on a free slug was a taken id: another is drawn.
        async () => {
          if (await slugTaken(fields.slug)) throw new PageSlugTaken(fields.slug);
        },
        (id) => StaticPageModel.deleteOne({ _id: id, slug: fields.slug }),
      );
      return toPage(doc.toObject());
    },
    update: async function update(id: number, fields: StaticPageFields, expectedVersion?: number): Promise<StaticPage | null> {
      const stored = await StaticPageModel.findById(id).lean();
      if (!stored) return null;
      const before = toPage(stored);
      if (expectedVersion !== undefined && expectedVersion !== before.version) throw new PageVersionStale();
      // Only the save that still finds the version it read applies, so each replaced version is kept once.
      const sameVersion = stored.version ?? { $exists: false };
      let doc: StaticPageDoc | null;
      try {
        doc = await StaticPageModel.findOneAndUpdate({ _id: id, version: sameVersion }, { $set: { ...fields, version: before.version + 1 } }, { returnDocument: 'after', lean: true });
      } catch (error) {
        if (isDuplicateKey(error)) throw new PageSlugTaken(fields.slug);
        throw error;
      }
      if (!doc) {
        if (!(await StaticPageModel.exists({ _id: id }))) return null;
        // A save that named no version applies over whichever came first.
        if (expectedVersion === undefined) return update(id, fields, undefined);
        throw new PageVersionStale();
      }
      await revisions.keep(id, before.version, revisionOf(before), new Date());
      return toPage(doc);
    },
    async remove(id) {
      await StaticPageModel.deleteOne({ _id: id });
      await Promise.all([revisions.forget(id), generations.forget(id)]);
    },
    async revisions(id) {
      const page = await get(id);
      return page ? (await revisions.below(id, page.version)).map(readable) : [];
    },
    async revision(id, version) {
      const kept = await revisions.find(id, version);
      return kept ? readable(kept) : null;
    },
    previewGeneration: (id) => generations.generation(id),
    revokePreviews: (id) => generations.revoke(id),
    count: () => StaticPageModel.estimatedDocumentCount(),
  };
}
