import type { Post as PostJson, PostSummary } from '../../../codegen/hey-api/types.gen.ts';
import { Category, Tag } from '../taxonomy/model.ts';
import type { PostDoc } from './model.ts';
import { postIdOf } from './postKey.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function toSummary(doc: Pick<PostDoc, '_id' | 'title' | 'slug' | 'publishStatus' | 'publishDate' | 'createdAt' | 'updatedAt'>): PostSummary {
  return {
    id: postIdOf(doc._id),
    title: doc.title,
    slug: doc.slug,
    publishStatus: doc.publishStatus,
    publishDate: iso(doc.publishDate),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** The text, SEO and social fields, as a post and each of its revisions answer them. */
export function articleFields(doc: Omit<PostDoc, '_id' | 'createdAt'>) {
  return {
    subtitle: doc.subtitle,
    content: doc.content,
    metaDescription: doc.metaDescription,
    featuredImage: doc.featuredImage,
    featuredImageAlt: doc.featuredImageAlt,
    canonicalUrl: doc.canonicalUrl,
    ogTitle: doc.ogTitle,
    ogDescription: doc.ogDescription,
    ogImage: doc.ogImage,
  };
}

/** The full post with `tags` and `categories` as `{id, name}`, in the order the post lists them. */
export async function toPost(doc: PostDoc): Promise<PostJson> {
  const [tags, categories] = await Promise.all([
    doc.tagIds.length ? Tag.find({ _id: { $in: doc.tagIds } }, { name: 1 }).lean() : [],
    doc.categoryIds.length ? Category.find({ _id: { $in: doc.categoryIds } }, { name: 1 }).lean() : [],
  ]);
  const byId = (terms: { _id: number; name: string }[], ids: number[]) => {
    const names = new Map(terms.map((t) => [t._id, t.name]));
    return ids.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! }));
  };
  return {
    ...toSummary(doc),
    ...articleFields(doc),
    tags: byId(tags, doc.tagIds),
    categories: byId(categories, doc.categoryIds),
    tagIds: doc.tagIds,
    categoryIds: doc.categoryIds,
    version: doc.version,
  };
}
