import { serialized } from '../../db/serialize.ts';
import { isPublicAt } from '../visibility.ts';
import { SlugTaken, StaleVersion } from './errors.ts';
import type { PostRepository } from './postRepository.ts';
import { afterInsert, insertCopy } from './postWrites.ts';
import type { PostDoc, PublicIndexEntry } from './records.ts';
import { PostRows, type Row } from './rows.ts';

/** Posts fetched by id at once: more would queue ahead of every other read in the driver's pool. */
const FETCH_BATCH = 32;


/**
 * `inner` with every post's row held in memory (rows.ts), for the embedded FerretDB, which reads
 * every document for any filter but `{ _id }`: lists, counts, slug checks and public pages come
 * from the rows, whole posts are fetched by id, and saves of one post run one at a time here.
 * Only correct while this process is the database's only writer.
 */
export function indexedPostRepository(inner: PostRepository): PostRepository {
  const rows = new PostRows();

  /** Rows follow every write before it is answered (the caller then clears the public cache). */
  const remembered = (doc: PostDoc): PostDoc => {
    rows.remember(doc);
    return doc;
  };
  const slugInUse = async (slug: string, exceptId?: number) => {
    const row = await rows.bySlug(slug);
    return row !== undefined && row.id !== exceptId;
  };
  /** Whole posts by id, a batch at a time: a read of thousands (search's build, an export) leaves visitors' reads room between its batches. */
  const fetchAll = async (page: Row[]): Promise<PostDoc[]> => {
    const docs: PostDoc[] = [];
    for (let start = 0; start < page.length; start += FETCH_BATCH) {
      for (const doc of await Promise.all(page.slice(start, start + FETCH_BATCH).map((row) => inner.get(row.id)))) if (doc) docs.push(doc);
    }
    return docs;
  };
  const publicRows = async (now: Date, where: (row: Row) => boolean = () => true) => (await rows.ordered('publishDate', -1)).filter((row) => isPublicAt(row, now) && where(row));

  return {
    async list(query) {
      const ids = query.ids && new Set(query.ids);
      const { title, publishStatus, upcomingAfter } = query;
      const { page, total } = await rows.query({
        where: (row) =>
          (!title || title.test(row.title)) &&
          (!publishStatus || row.publishStatus === publishStatus) &&
          (!upcomingAfter || (row.publishStatus === 'scheduled' && row.publishDate !== null && row.publishDate > upcomingAfter)) &&
          (!ids || ids.has(row.id)),
        sortField: query.sort.field,
        direction: query.sort.direction,
        skip: query.skip,
        limit: query.limit,
      });
      return { page: page.map(({ id, title, slug, publishStatus, publishDate, createdAt, updatedAt, authorId }) => ({ id, title, slug, publishStatus, publishDate, createdAt, updatedAt, authorId })), total };
    },

    get: (id) => inner.get(id),

    create: async (fields) => remembered(await inner.create(fields)),

    async update(id, fields, expectedVersion) {
      // One save of a post at a time: the version check and the write below must not interleave.
      const doc = await serialized(`post:${id}`, async () => {
        const current = await inner.get(id);
        if (!current) return null;
        if (expectedVersion !== undefined && expectedVersion !== current.version) throw new StaleVersion();
        if (await slugInUse(fields.slug, id)) throw new SlugTaken(fields.slug);
        // The checks above hold: saves of this post run one at a time and nothing else writes.
        return inner.update(id, fields);
      });
      return doc && remembered(doc);
    },

    async remove(id) {
      const doc = await serialized(`post:${id}`, () => inner.remove(id));
      if (doc) rows.forget(id);
      return doc;
    },

    async duplicate(id) {
      const original = await inner.get(id);
      if (!original) return null;
      return remembered(await afterInsert(await insertCopy(original, (pattern) => rows.slugsMatching(pattern))));
    },

    revisions: (id) => inner.revisions(id),

    revision: (id, version) => inner.revision(id, version),

    async unlinkTerm(field, termId) {
      await inner.unlinkTerm(field, termId);
      rows.reset();
    },

    async reassignAuthor(fromId, toId) {
      await inner.reassignAuthor(fromId, toId);
      rows.reset();
    },

    previewGeneration: (id) => inner.previewGeneration(id),

    revokePreviews: (id) => inner.revokePreviews(id),

    async publicPage({ skip, limit, categoryId, tagId, authorId, now }) {
      const matching = await publicRows(
        now,
        (row) => (categoryId === undefined || row.categoryIds.includes(categoryId)) && (tagId === undefined || row.tagIds.includes(tagId)) && (authorId === undefined || row.authorId === authorId),
      );
      return { docs: await fetchAll(matching.slice(skip, skip + limit)), total: matching.length };
    },

    async publicBySlug(slug, now) {
      const row = await rows.bySlug(slug);
      if (!row || !isPublicAt(row, now)) return null;
      const doc = await inner.get(row.id);
      return doc && isPublicAt(doc, now) ? doc : null;
    },

    publicRedirect: (slug, now) => inner.publicRedirect(slug, now),

    async publicRelated(post, limit, now) {
      const shares = (row: Row) => row.categoryIds.some((id) => post.categoryIds.includes(id)) || row.tagIds.some((id) => post.tagIds.includes(id));
      const others = await publicRows(now, (row) => row.id !== post.id);
      const related = others.filter(shares).slice(0, limit);
      const chosen = new Set(related);
      const topUp = others.filter((row) => !chosen.has(row)).slice(0, limit - related.length);
      return fetchAll([...related, ...topUp]);
    },

    async publicFeed(limit, now) {
      return fetchAll((await publicRows(now)).slice(0, limit));
    },

    async publicIndex(now) {
      return (await publicRows(now)).map(({ slug, updatedAt, categoryIds, tagIds, publishDate, authorId }): PublicIndexEntry => ({ slug, updatedAt, categoryIds, tagIds, publishDate, authorId }));
    },

    async nextScheduledAt(now) {
      for (const row of await rows.ordered('publishDate', 1)) {
        if (row.publishStatus === 'scheduled' && row.publishDate !== null && row.publishDate > now) return row.publishDate.getTime();
      }
      return undefined;
    },

    forget: () => rows.reset(),

    async warm() {
      await rows.ordered('publishDate', -1);
    },
  };
}
