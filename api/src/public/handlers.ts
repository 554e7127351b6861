import type { Request, RequestHandler, Response } from 'express';
import type { PublicPost, PublicPostPage, PublicPostSummary } from '../../../codegen/hey-api/types.gen.ts';
import { notFound } from '../http/problem.ts';
import { Post, type PostDoc } from '../posts/model.ts';
import { postIdOf } from '../posts/postKey.ts';
import { excerptOf, plainText } from '../posts/sanitize.ts';
import { Category, Tag } from '../taxonomy/model.ts';
import { appContext } from '../http/context.ts';
import { cached, cacheTtlFor, type CachedBody } from './cache.ts';
import { rememberRoute } from './fastPath.ts';
import { nextScheduledAt, publicFilter } from './visibility.ts';

export { rss, sitemap } from './feeds.ts';

type Term = { id: number; name: string; slug: string };

async function termsById(model: typeof Tag, ids: number[]): Promise<Map<number, Term>> {
  if (ids.length === 0) return new Map();
  const docs = await model.find({ _id: { $in: [...new Set(ids)] } }, { name: 1, slug: 1 }).lean();
  return new Map(docs.map((d) => [d._id, { id: d._id, name: d.name, slug: d.slug }]));
}

const pick = (ids: number[], terms: Map<number, Term>) => ids.flatMap((id) => (terms.has(id) ? [terms.get(id)!] : []));

function summary(doc: PostDoc, categories: Map<number, Term>): PublicPostSummary {
  return {
    id: postIdOf(doc._id),
    title: doc.title,
    subtitle: doc.subtitle,
    slug: doc.slug,
    excerpt: doc.metaDescription || excerptOf(plainText(doc.content)),
    publishDate: (doc.publishDate ?? doc.createdAt).toISOString(),
    featuredImage: doc.featuredImage,
    featuredImageAlt: doc.featuredImageAlt,
    categories: pick(doc.categoryIds, categories),
  };
}

/** Sends a cached JSON body with its precomputed strong ETag; Express answers If-None-Match with 304. */
function sendCachedJson(req: Request, res: Response, key: string, { body, etag }: CachedBody): void {
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  res.setHeader('ETag', etag);
  res.type('application/json').send(body);
  rememberRoute(req, res, key);
}

/** When the next scheduled post goes public: one query shared by every cached body until a write. */
async function nextPublishAt(now: Date, ttlMs: number): Promise<number | undefined> {
  const { body } = await cached(
    'scheduled:next',
    async () => {
      const at = await nextScheduledAt(now);
      return { body: at === undefined ? '' : String(at), validUntil: at };
    },
    ttlMs,
  );
  return body === '' ? undefined : Number(body);
}

export const listPosts: RequestHandler = async (req, res) => {
  const page = Number(req.query.page ?? 1);
  const pageSize = Number(req.query.pageSize ?? 10);
  const key = `list:${page}:${pageSize}`;
  const ttl = cacheTtlFor(appContext(req).dbEngine);
  const entry = await cached(key, async () => {
    const now = new Date();
    const where = publicFilter(now);
    const [docs, total, validUntil] = await Promise.all([
      Post.find(where).sort({ publishDate: -1, _id: -1 }).skip((page - 1) * pageSize).limit(pageSize).lean<PostDoc[]>(),
      Post.countDocuments(where),
      nextPublishAt(now, ttl),
    ]);
    const categories = await termsById(Category, docs.flatMap((d) => d.categoryIds));
    const result: PublicPostPage = { items: docs.map((d) => summary(d, categories)), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
    return { body: JSON.stringify(result), validUntil };
  }, ttl);
  sendCachedJson(req, res, key, entry);
};

export const getPost: RequestHandler = async (req, res) => {
  const slug = String(req.params.slug);
  const key = `post:${slug}`;
  const ttl = cacheTtlFor(appContext(req).dbEngine);
  const entry = await cached(key, async () => {
    const now = new Date();
    const [doc, validUntil] = await Promise.all([Post.findOne({ slug, ...publicFilter(now) }).lean<PostDoc>(), nextPublishAt(now, ttl)]);
    if (!doc) return { body: '', validUntil };
    const [categories, tags] = await Promise.all([termsById(Category, doc.categoryIds), termsById(Tag, doc.tagIds)]);
    const result: PublicPost = {
      ...summary(doc, categories),
      content: doc.content,
      metaDescription: doc.metaDescription,
      updatedAt: doc.updatedAt.toISOString(),
      canonicalUrl: doc.canonicalUrl,
      ogTitle: doc.ogTitle,
      ogDescription: doc.ogDescription,
      ogImage: doc.ogImage,
      tags: pick(doc.tagIds, tags),
    };
    return { body: JSON.stringify(result), validUntil };
  }, ttl);
  if (!entry.body) throw notFound('Post');
  sendCachedJson(req, res, key, entry);
};
