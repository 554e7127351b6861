import type { PublicArchiveTerm, PublicPostPage } from '../../../codegen/hey-api/types.gen.ts';
import { RELATED_POSTS } from '../../../common/site.ts';
import { problemBody } from '../http/problem.ts';
import type { PostStore } from '../posts/store.ts';
import { Category, Tag } from '../taxonomy/model.ts';
import { cached, type CachedBody } from './cache.ts';
import { fullPost, summaries } from './summaries.ts';

/**
 * The public JSON bodies, computed through the post store and kept in the public cache. The HTTP
 * handlers send them; the server-rendered pages read the same bodies in-process.
 */
export interface ListParams {
  page: number;
  pageSize: number;
  category?: string;
  tag?: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

const notFoundBody = (what: string) => ({ status: 404, contentType: PROBLEM_TYPE, body: JSON.stringify(problemBody(404, `${what} not found.`)) });

/** When the next scheduled post goes public: one query shared by every cached body until a write. */
export async function nextPublishAt(store: PostStore, now: Date): Promise<number | undefined> {
  const { body } = await cached(
    'scheduled:next',
    async () => {
      const at = await store.nextScheduledAt(now);
      return { body: at === undefined ? '' : String(at), contentType: 'text/plain', validUntil: at };
    },
    store.publicCacheTtlMs,
  );
  return body === '' ? undefined : Number(body);
}

async function archiveTerm(kind: 'category' | 'tag', slug: string): Promise<{ id: number; term: PublicArchiveTerm } | undefined> {
  const doc = await (kind === 'category' ? Category : Tag).findOne({ slug }, { name: 1, slug: 1, description: 1 }).lean();
  return doc ? { id: doc._id, term: { kind, name: doc.name, slug: doc.slug, description: doc.description ?? '' } } : undefined;
}

/** A body and its cache key (which the fast path remembers). */
export interface Read {
  key: string;
  entry: CachedBody;
}

/** One page of public posts, newest first: the whole blog, or one category's or tag's archive. */
export async function readPostList(store: PostStore, params: ListParams): Promise<Read> {
  const { page, pageSize, category, tag } = params;
  const key = `list:${page}:${pageSize}:${category ?? ''}:${tag ?? ''}`;
  const entry = await cached(
    key,
    async () => {
      const now = new Date();
      const validUntil = await nextPublishAt(store, now);
      const archive = category ? await archiveTerm('category', category) : tag ? await archiveTerm('tag', tag) : undefined;
      if ((category || tag) && !archive) return { ...notFoundBody(category ? 'Category' : 'Tag'), validUntil };
      const { docs, total } = await store.publicPage({
        skip: (page - 1) * pageSize,
        limit: pageSize,
        categoryId: category ? archive?.id : undefined,
        tagId: tag ? archive?.id : undefined,
        now,
      });
      const result: PublicPostPage = { items: await summaries(docs), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
      if (archive) result.term = archive.term;
      return { body: JSON.stringify(result), contentType: JSON_TYPE, validUntil };
    },
    store.publicCacheTtlMs,
  );
  return { key, entry };
}

/**
 * One public post with its related posts; a 301 whose body is the current slug for an old slug of
 * a public post; a 404 body for an unknown, draft or not-yet-due slug.
 */
export async function readPost(store: PostStore, slug: string): Promise<Read> {
  const key = `post:${slug}`;
  const entry = await cached(
    key,
    async () => {
      const now = new Date();
      const [doc, validUntil] = await Promise.all([store.publicBySlug(slug, now), nextPublishAt(store, now)]);
      if (!doc) {
        const renamedTo = await store.publicRedirect(slug, now);
        return renamedTo ? { status: 301, contentType: 'text/plain; charset=utf-8', body: renamedTo, validUntil } : { ...notFoundBody('Post'), validUntil };
      }
      const related = await store.publicRelated(doc, RELATED_POSTS, now);
      return { body: JSON.stringify(await fullPost(doc, related)), contentType: JSON_TYPE, validUntil };
    },
    store.publicCacheTtlMs,
  );
  return { key, entry };
}
