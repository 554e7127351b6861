import type { QueryFilter } from 'mongoose';
import { invalidatePublicCache } from '../public/cache.ts';
import { Post, type PostDoc } from './model.ts';
import { postKey } from './postKey.ts';
import { publicRedirect } from './redirects/redirectWrites.ts';
import { findRevision, listRevisions } from './revisions/revisionReads.ts';
import { afterDelete, afterInsert, afterSave, applySave, deletePost, findPost, insertCopy, insertPost, unlinkTermFromPosts } from './postWrites.ts';
import { withSaveClaim } from './saveClaims.ts';
import type { AdminListQuery, PostStore, PostSummaryDoc, PublicIndexEntry } from './store.ts';
import { StaleVersion } from './storeErrors.ts';
import { publicFilter } from './visibility.ts';

const SUMMARY_FIELDS = { title: 1, slug: 1, publishStatus: 1, publishDate: 1, createdAt: 1, updatedAt: 1 } as const;
const INDEX_FIELDS = { slug: 1, updatedAt: 1, categoryIds: 1, tagIds: 1, publishDate: 1 } as const;
const NEWEST = { publishDate: -1, _id: -1 } as const;
/** Other instances may write: their changes show here once a cached public body expires. */
const PUBLIC_CACHE_TTL_MS = 5_000;

function adminFilter(query: AdminListQuery): QueryFilter<PostDoc> {
  const where: QueryFilter<PostDoc> = {};
  if (query.title) where.title = query.title;
  if (query.publishStatus) where.publishStatus = query.publishStatus;
  if (query.upcomingAfter) Object.assign(where, { publishStatus: 'scheduled', publishDate: { $gt: query.upcomingAfter } });
  if (query.ids) where._id = { $in: query.ids.map(postKey) };
  return where;
}

/**
 * Posts on MongoDB (or any database other instances may write): filters, sorts and counts run in
 * the database, slugs are unique by index, and saves claim their version (saveClaims.ts).
 */
export function createDatabaseStore(): PostStore {
  const slugInUse = async (slug: string, exceptKey?: string) =>
    (await Post.exists(exceptKey === undefined ? { slug } : { slug, _id: { $ne: exceptKey } })) !== null;
  const newestPublic = (where: QueryFilter<PostDoc>, skip: number, limit: number) => Post.find(where).sort(NEWEST).skip(skip).limit(limit).lean<PostDoc[]>();
  const written = <T>(result: T): T => {
    invalidatePublicCache();
    return result;
  };

  return {
    async list(query) {
      const where = adminFilter(query);
      const { field, direction } = query.sort;
      const sort = field === 'id' ? { _id: direction } : { [field]: direction, _id: direction };
      const [page, total] = await Promise.all([
        Post.find(where, SUMMARY_FIELDS).sort(sort).skip(query.skip).limit(query.limit).lean<PostSummaryDoc[]>(),
        Post.countDocuments(where),
      ]);
      return { page, total };
    },

    get: (id) => findPost(postKey(id)),

    async create(fields) {
      return written(await afterInsert(await insertPost(fields, (slug) => slugInUse(slug))));
    },

    async update(id, fields, expectedVersion) {
      const key = postKey(id);
      const current = await findPost(key);
      if (!current) return null;
      const saved = async (doc: PostDoc | null) => {
        if (doc) await afterSave(current, doc);
        return doc;
      };
      if (expectedVersion === undefined) return written(await saved(await applySave({ _id: key }, fields)));
      if (expectedVersion !== current.version) throw new StaleVersion();
      // The claim makes `current` exactly the version this save replaces.
      const doc = await withSaveClaim(key, expectedVersion, async () => saved(await applySave({ _id: key, version: expectedVersion }, fields)));
      if (doc === false) throw new StaleVersion();
      if (doc) return written(doc);
      if (await Post.exists({ _id: key })) throw new StaleVersion();
      return null;
    },

    async remove(id) {
      const doc = await deletePost(postKey(id));
      if (doc) await afterDelete(doc._id);
      return doc && written(doc);
    },

    async duplicate(id) {
      const original = await findPost(postKey(id));
      if (!original) return null;
      const taken = async (pattern: RegExp) => new Set((await Post.find({ slug: { $regex: pattern } }, { slug: 1 }).lean()).map((p) => p.slug));
      return written(await afterInsert(await insertCopy(original, taken)));
    },

    revisions: (id) => listRevisions(postKey(id)),

    revision: (id, version) => findRevision(postKey(id), version),

    publicRedirect: (slug, now) => publicRedirect(slug, now),

    async unlinkTerm(field, termId) {
      await unlinkTermFromPosts(field, termId);
      invalidatePublicCache();
    },

    async publicPage({ skip, limit, categoryId, tagId, now }) {
      const where: QueryFilter<PostDoc> = publicFilter(now);
      if (categoryId !== undefined) where.categoryIds = categoryId;
      if (tagId !== undefined) where.tagIds = tagId;
      const [docs, total] = await Promise.all([newestPublic(where, skip, limit), Post.countDocuments(where)]);
      return { docs, total };
    },

    publicBySlug: (slug, now) => Post.findOne({ slug, ...publicFilter(now) }).lean<PostDoc>(),

    async publicRelated(post, limit, now) {
      const shared: QueryFilter<PostDoc>[] = [];
      if (post.categoryIds.length) shared.push({ categoryIds: { $in: post.categoryIds } });
      if (post.tagIds.length) shared.push({ tagIds: { $in: post.tagIds } });
      const related = shared.length ? await newestPublic({ $and: [publicFilter(now), { $or: shared }, { _id: { $ne: post._id } }] }, 0, limit) : [];
      if (related.length >= limit) return related;
      const skipKeys = [post._id, ...related.map((d) => d._id)];
      return [...related, ...(await newestPublic({ $and: [publicFilter(now), { _id: { $nin: skipKeys } }] }, 0, limit - related.length))];
    },

    publicFeed: (limit, now) => newestPublic(publicFilter(now), 0, limit),

    publicIndex: (now) => Post.find(publicFilter(now), INDEX_FIELDS).sort(NEWEST).lean<PublicIndexEntry[]>(),

    async nextScheduledAt(now) {
      const next = await Post.findOne({ publishStatus: 'scheduled', publishDate: { $gt: now } }, { publishDate: 1 })
        .sort({ publishDate: 1 })
        .lean<Pick<PostDoc, 'publishDate'>>();
      return next?.publishDate?.getTime();
    },

    publicCacheTtlMs: PUBLIC_CACHE_TTL_MS,
  };
}
