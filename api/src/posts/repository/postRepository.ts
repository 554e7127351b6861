import type { QueryFilter } from 'mongoose';
import { fromStored, postKey, type Stored, type StoredPost } from './postKey.ts';
import { StaleVersion } from './errors.ts';
import { Post } from './model.ts';
import { afterDelete, afterInsert, afterSave, applySave, deletePost, findPost, insertCopy, insertPost, unlinkTermFromPosts } from './postWrites.ts';
import { publicFilter } from './publicFilter.ts';
import type { AdminListQuery, PostDoc, PostFields, PostSummaryDoc, PublicIndexEntry, RevisionDoc, TermField } from './records.ts';
import { publicRedirect } from './redirects.ts';
import { postPreviewGenerations, postRevisions } from './revisions.ts';
import { withSaveClaim } from './saveClaims.ts';

/**
 * Every read and write of posts and what is kept with them (revisions, old-slug redirects,
 * preview-link generations). Callers use integer post ids and plain records. "Public" means
 * published, or scheduled with publishDate <= now.
 */
export interface PostRepository {
  /** The admin list: one page matching the query, and how many match in all. */
  list(query: AdminListQuery): Promise<{ page: PostSummaryDoc[]; total: number }>;
  get(id: number): Promise<PostDoc | null>;
  /** Throws SlugTaken. */
  create(fields: PostFields): Promise<PostDoc>;
  /**
   * Applies `fields` if the post is still at `expectedVersion` (any version when undefined),
   * raising the version by one and keeping the replaced version as a revision. Of saves from one
   * version exactly one is applied, on any number of instances. Null when no such post; throws
   * StaleVersion or SlugTaken.
   */
  update(id: number, fields: PostFields, expectedVersion?: number): Promise<PostDoc | null>;
  /** The removed post (its revisions, redirects and preview links go too), or null when there was none. */
  remove(id: number): Promise<PostDoc | null>;
  /** A draft copy titled "... (Copy)" with the first free `slug-copy[-n]`; null when no such post. */
  duplicate(id: number): Promise<PostDoc | null>;
  /** The versions saves replaced (the last POST_REVISIONS_KEPT), newest first. */
  revisions(id: number): Promise<RevisionDoc[]>;
  /** One revision by the version it holds, or null. */
  revision(id: number, version: number): Promise<RevisionDoc | null>;
  /** After a category or tag is deleted: no post refers to it any more. */
  unlinkTerm(field: TermField, termId: number): Promise<void>;
  /** Every post of one author (null: posts from before staff accounts) goes to another. */
  reassignAuthor(fromId: number | null, toId: number): Promise<void>;
  /** How many times the post's preview links were revoked. */
  previewGeneration(id: number): Promise<number>;
  /** Every preview link of the post made so far stops working. */
  revokePreviews(id: number): Promise<void>;

  /** Public posts newest first (publishDate desc, then id desc), optionally only those with a category / tag. */
  publicPage(query: { skip: number; limit: number; categoryId?: number; tagId?: number; authorId?: number; now: Date }): Promise<{ docs: PostDoc[]; total: number }>;
  /** The public post with this slug, or null. */
  publicBySlug(slug: string, now: Date): Promise<PostDoc | null>;
  /** The current slug of the public post that `slug` used to name, or null (see redirects.ts). */
  publicRedirect(slug: string, now: Date): Promise<string | null>;
  /** Up to `limit` public posts sharing a category or tag with `post` (newest first), topped up with the newest public posts; never `post` itself. */
  publicRelated(post: PostDoc, limit: number, now: Date): Promise<PostDoc[]>;
  /** The newest `limit` public posts, whole (RSS). */
  publicFeed(limit: number, now: Date): Promise<PostDoc[]>;
  /** Every public post, newest first, with what a sitemap or an archive needs. */
  publicIndex(now: Date): Promise<PublicIndexEntry[]>;
  /** When the next scheduled post goes public (ms since the epoch), or undefined. */
  nextScheduledAt(now: Date): Promise<number | undefined>;
  /** Drops what is held in memory, after the data was replaced around the repository (a restore). */
  forget?(): void;
  /** Loads what it holds in memory now, so the first reads after a start do not wait for it. */
  warm?(): Promise<void>;
}

/** Published content as the public site, the feeds and search read it: straight from the store, no rules between. */
export type PublicPostReads = Pick<
  PostRepository,
  'publicPage' | 'publicBySlug' | 'publicRedirect' | 'publicRelated' | 'publicFeed' | 'publicIndex' | 'nextScheduledAt'
>;

const SUMMARY_FIELDS = { title: 1, slug: 1, publishStatus: 1, publishDate: 1, createdAt: 1, updatedAt: 1, authorId: 1 } as const;
const INDEX_FIELDS = { _id: 0, slug: 1, updatedAt: 1, categoryIds: 1, tagIds: 1, publishDate: 1, authorId: 1 } as const;
const NEWEST = { publishDate: -1, _id: -1 } as const;

function adminFilter(query: AdminListQuery): QueryFilter<StoredPost> {
  const where: QueryFilter<StoredPost> = {};
  if (query.title) where.title = query.title;
  if (query.publishStatus) where.publishStatus = query.publishStatus;
  // Upcoming narrows the status filter, never replaces it: a draft filter with upcoming finds nothing.
  if (query.upcomingAfter) where.$and = [{ publishStatus: 'scheduled' }, { publishDate: { $gt: query.upcomingAfter } }];
  if (query.ids) where._id = { $in: query.ids.map(postKey) };
  return where;
}

/**
 * Posts on Mongoose, for a database other instances may write too: filters, sorts and counts run
 * in the database, slugs are unique by index, and saves claim their version (saveClaims.ts).
 */
export function createPostRepository(): PostRepository {
  const slugInUse = async (slug: string) => (await Post.exists({ slug })) !== null;
  const newestPublic = async (where: QueryFilter<StoredPost>, skip: number, limit: number) =>
    (await Post.find(where).sort(NEWEST).skip(skip).limit(limit).lean<StoredPost[]>()).map((doc) => fromStored<PostDoc>(doc));

  return {
    async list(query) {
      const where = adminFilter(query);
      const { field, direction } = query.sort;
      const sort = field === 'id' ? { _id: direction } : { [field]: direction, _id: direction };
      const [page, total] = await Promise.all([
        Post.find(where, SUMMARY_FIELDS).sort(sort).skip(query.skip).limit(query.limit).lean<Stored<PostSummaryDoc>[]>(),
        Post.countDocuments(where),
      ]);
      return { page: page.map((doc) => fromStored(doc)), total };
    },

    get: (id) => findPost(id),

    create: async (fields) => afterInsert(await insertPost(fields, slugInUse)),

    async update(id, fields, expectedVersion) {
      const key = postKey(id);
      const current = await findPost(id);
      if (!current) return null;
      const saved = async (doc: PostDoc | null) => {
        if (doc) await afterSave(current, doc);
        return doc;
      };
      if (expectedVersion === undefined) return saved(await applySave(id, undefined, fields));
      if (expectedVersion !== current.version) throw new StaleVersion();
      // The claim makes `current` exactly the version this save replaces.
      const doc = await withSaveClaim(key, expectedVersion, async () => saved(await applySave(id, expectedVersion, fields)));
      if (doc === false) throw new StaleVersion();
      if (doc) return doc;
      if (await Post.exists({ _id: key })) throw new StaleVersion();
      return null;
    },

    async remove(id) {
      const doc = await deletePost(id);
      if (doc) await afterDelete(id);
      return doc;
    },

    async duplicate(id) {
      const original = await findPost(id);
      if (!original) return null;
      const taken = async (pattern: RegExp) => new Set((await Post.find({ slug: { $regex: pattern } }, { slug: 1 }).lean()).map((p) => p.slug));
      return afterInsert(await insertCopy(original, taken));
    },

    async revisions(id) {
      const post = await findPost(id);
      return post ? postRevisions.below(id, post.version) : [];
    },

    revision: (id, version) => postRevisions.find(id, version),

    unlinkTerm: (field, termId) => unlinkTermFromPosts(field, termId),
    async reassignAuthor(fromId, toId) {
      // Crediting posts nobody wrote (the seeded ones) to the owner is no edit of them: their `updatedAt` stays.
      await Post.updateMany(fromId === null ? { $or: [{ authorId: null }, { authorId: { $exists: false } }] } : { authorId: fromId }, { $set: { authorId: toId } }, { timestamps: fromId !== null });
    },

    previewGeneration: (id) => postPreviewGenerations.generation(id),

    revokePreviews: (id) => postPreviewGenerations.revoke(id),

    async publicPage({ skip, limit, categoryId, tagId, authorId, now }) {
      const where: QueryFilter<StoredPost> = publicFilter(now);
      if (categoryId !== undefined) where.categoryIds = categoryId;
      if (tagId !== undefined) where.tagIds = tagId;
      if (authorId !== undefined) where.authorId = authorId;
      const [docs, total] = await Promise.all([newestPublic(where, skip, limit), Post.countDocuments(where)]);
      return { docs, total };
    },

    publicBySlug: async (slug, now) => fromStored(await Post.findOne({ slug, ...publicFilter(now) }).lean<StoredPost>()),

    publicRedirect: (slug, now) => publicRedirect(slug, now),

    async publicRelated(post, limit, now) {
      const shared: QueryFilter<StoredPost>[] = [];
      if (post.categoryIds.length) shared.push({ categoryIds: { $in: post.categoryIds } });
      if (post.tagIds.length) shared.push({ tagIds: { $in: post.tagIds } });
      const related = shared.length ? await newestPublic({ $and: [publicFilter(now), { $or: shared }, { _id: { $ne: postKey(post.id) } }] }, 0, limit) : [];
      if (related.length >= limit) return related;
      const skipKeys = [post, ...related].map((d) => postKey(d.id));
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
  };
}
