import type { PublicPost, PublicPostSummary } from '../../../codegen/hey-api/types.gen.ts';
import type { PostDoc } from '../posts/model.ts';
import { postIdOf } from '../posts/postKey.ts';
import { excerptFor, readingMinutesFor } from '../posts/derivedText.ts';
import { Category, Tag } from '../taxonomy/model.ts';
import { imageInfo } from '../uploads/imageInfo.ts';

type Term = { id: number; name: string; slug: string };
type Terms = Map<number, Term>;

async function termsById(model: typeof Tag, ids: number[]): Promise<Terms> {
  if (ids.length === 0) return new Map();
  const docs = await model.find({ _id: { $in: [...new Set(ids)] } }, { name: 1, slug: 1 }).lean();
  return new Map(docs.map((d) => [d._id, { id: d._id, name: d.name, slug: d.slug }]));
}

const pick = (ids: number[], terms: Terms) => ids.flatMap((id) => (terms.has(id) ? [terms.get(id)!] : []));

/** Size and variants of an uploaded featured image; a page still shows when they cannot be read. */
async function featuredImageInfo(doc: PostDoc) {
  return doc.featuredImage ? imageInfo(doc.featuredImage).catch(() => undefined) : undefined;
}

function summary(doc: PostDoc, categories: Terms, info: PublicPostSummary['featuredImageInfo']): PublicPostSummary {
  return {
    id: postIdOf(doc._id),
    title: doc.title,
    subtitle: doc.subtitle,
    slug: doc.slug,
    excerpt: excerptFor(doc),
    publishDate: (doc.publishDate ?? doc.createdAt).toISOString(),
    featuredImage: doc.featuredImage,
    featuredImageAlt: doc.featuredImageAlt,
    ...(info ? { featuredImageInfo: info } : {}),
    readingMinutes: readingMinutesFor(doc),
    categories: pick(doc.categoryIds, categories),
  };
}

/** Cards of a list: each post with its categories, read in one query. */
export async function summaries(docs: PostDoc[]): Promise<PublicPostSummary[]> {
  const [categories, infos] = await Promise.all([termsById(Category, docs.flatMap((d) => d.categoryIds)), Promise.all(docs.map(featuredImageInfo))]);
  return docs.map((doc, i) => summary(doc, categories, infos[i]));
}

/** A whole public post: content, SEO fields, tags and the related posts' cards. */
export async function fullPost(doc: PostDoc, related: PostDoc[]): Promise<PublicPost> {
  const [categories, tags, relatedCards, info] = await Promise.all([termsById(Category, doc.categoryIds), termsById(Tag, doc.tagIds), summaries(related), featuredImageInfo(doc)]);
  return {
    ...summary(doc, categories, info),
    content: doc.content,
    metaDescription: doc.metaDescription,
    updatedAt: doc.updatedAt.toISOString(),
    canonicalUrl: doc.canonicalUrl,
    ogTitle: doc.ogTitle,
    ogDescription: doc.ogDescription,
    ogImage: doc.ogImage,
    tags: pick(doc.tagIds, tags),
    related: relatedCards,
  };
}
