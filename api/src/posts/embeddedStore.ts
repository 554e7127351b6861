import { serialized } from '../db/serialize.ts';
import { invalidatePublicCache } from '../public/cache.ts';
import type { PostDoc } from './model.ts';
import { postKey } from './postKey.ts';
import { publicRedirect } from './redirects/redirectWrites.ts';
import { findRevision, listRevisionsBelow } from './revisions/revisionReads.ts';
import { afterDelete, afterInsert, afterSave, applySave, deletePost, findPost, insertCopy, insertPost, unlinkTermFromPosts } from './postWrites.ts';
import { PostRows, type Row } from './rows.ts';
import type { PostStore, PublicIndexEntry } from './store.ts';
import { SlugTaken, StaleVersion } from './storeErrors.ts';
import { isPublicAt } from './visibility.ts';

/**
 * This process's writes clear the public cache; the lifetime only bounds changes made around the
 * API (an operator's shell), so bodies are not recomputed every few seconds for nothing.
 */
const PUBLIC_CACHE_TTL_MS = 60_000;

/**
 * Posts on the embedded FerretDB, written by this process alone. FerretDB v1 reads every document for
 * any filter but `{ _id }`: lists, counts, slug checks and public pages come from rows in memory
 * (rows.ts), documents are fetched by `_id`, and saves of one post run one at a time here.
 */
export function createEmbeddedStore(): PostStore {
  const rows = new PostRows();

  /** Derived data follows every write: the rows first, then the cache (a public read in between would cache old rows). */
  const remembered = (doc: PostDoc): PostDoc => {
    rows.remember(doc);
    invalidatePublicCache();
    return doc;
  };
  const slugInUse = async (slug: string, exceptKey?: string) => {
    const row = await rows.bySlug(slug);
    return row !== undefined && row._id !== exceptKey;
  };
  const fetchAll = async (page: Row[]): Promise<PostDoc[]> => (await Promise.all(page.map((row) => findPost(row._id)))).filter((doc) => doc !== null);
  const publicRows = async (now: Date, where: (row: Row) => boolean = () => true) => (await rows.ordered('publishDate', -1)).filter((row) => isPublicAt(row, now) && where(row));

  return {
    async list(query) {
      const keys = query.ids && new Set(query.ids.map(postKey));
      const { title, publishStatus, upcomingAfter } = query;
      return rows.query({
        where: (row) =>
          (!title || title.test(row.title)) &&
          (!publishStatus || row.publishStatus === publishStatus) &&
          (!upcomingAfter || (row.publishStatus === 'scheduled' && row.publishDate !== null && row.publishDate > upcomingAfter)) &&
          (!keys || keys.has(row._id)),
        sortField: query.sort.field === 'id' ? '_id' : query.sort.field,
        direction: query.sort.direction,
        skip: query.skip,
        limit: query.limit,
      });
    },

    get: (id) => findPost(postKey(id)),

    async create(fields) {
      return remembered(await afterInsert(await insertPost(fields, (slug) => slugInUse(slug))));
    },

    async update(id, fields, expectedVersion) {
      const key = postKey(id);
      // One save of a post at a time: the version check and the write below must not interleave.
      const doc = await serialized(`post:${key}`, async () => {
        const current = await findPost(key);
        if (!current) return null;
        if (expectedVersion !== undefined && expectedVersion !== current.version) throw new StaleVersion();
        if (await slugInUse(fields.slug, key)) throw new SlugTaken(fields.slug);
        // The checks above hold: saves of this post run one at a time and nothing else writes.
        const saved = await applySave({ _id: key }, fields);
        if (saved) await afterSave(current, saved);
        return saved;
      });
      return doc && remembered(doc);
    },

    async remove(id) {
      const key = postKey(id);
      const doc = await serialized(`post:${key}`, () => deletePost(key));
      if (!doc) return null;
      await afterDelete(key);
      rows.forget(key);
      invalidatePublicCache();
      return doc;
    },

    async duplicate(id) {
      const original = await findPost(postKey(id));
      if (!original) return null;
      return remembered(await afterInsert(await insertCopy(original, (pattern) => rows.slugsMatching(pattern))));
    },

    async revisions(id) {
      const post = await findPost(postKey(id));
      return post ? listRevisionsBelow(post._id, post.version) : [];
    },

    revision: (id, version) => findRevision(postKey(id), version),

    publicRedirect: (slug, now) => publicRedirect(slug, now),

    async unlinkTerm(field, termId) {
      await unlinkTermFromPosts(field, termId);
      rows.reset();
      invalidatePublicCache();
    },

    async publicPage({ skip, limit, categoryId, tagId, now }) {
      const matching = await publicRows(now, (row) => (categoryId === undefined || row.categoryIds.includes(categoryId)) && (tagId === undefined || row.tagIds.includes(tagId)));
      return { docs: await fetchAll(matching.slice(skip, skip + limit)), total: matching.length };
    },

    async publicBySlug(slug, now) {
      const row = await rows.bySlug(slug);
      if (!row || !isPublicAt(row, now)) return null;
      const doc = await findPost(row._id);
      return doc && isPublicAt(doc, now) ? doc : null;
    },

    async publicRelated(post, limit, now) {
      const shares = (row: Row) => row.categoryIds.some((id) => post.categoryIds.includes(id)) || row.tagIds.some((id) => post.tagIds.includes(id));
      const others = await publicRows(now, (row) => row._id !== post._id);
      const related = others.filter(shares).slice(0, limit);
      const chosen = new Set(related);
      const topUp = others.filter((row) => !chosen.has(row)).slice(0, limit - related.length);
      return fetchAll([...related, ...topUp]);
    },

    async publicFeed(limit, now) {
      return fetchAll((await publicRows(now)).slice(0, limit));
    },

    async publicIndex(now) {
      return (await publicRows(now)).map(({ slug, updatedAt, categoryIds, tagIds, publishDate }): PublicIndexEntry => ({ slug, updatedAt, categoryIds, tagIds, publishDate }));
    },

    async nextScheduledAt(now) {
      let next: number | undefined;
      for (const row of await rows.ordered('publishDate', 1)) {
        if (row.publishStatus === 'scheduled' && row.publishDate !== null && row.publishDate > now) {
          next = row.publishDate.getTime();
          break;
        }
      }
      return next;
    },

    publicCacheTtlMs: PUBLIC_CACHE_TTL_MS,
  };
}
