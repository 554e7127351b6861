import type { Post as PostJson, PostSummary } from '../../../codegen/hey-api/types.gen.ts';
import type { Term } from '../taxonomy/termLookup.ts';
import type { PostDoc } from './repository/records.ts';

/** A post with its categories and tags as they are named now, in the order the post lists them. */
export interface LinkedPost {
  post: PostDoc;
  tags: Term[];
  categories: Term[];
  /** After an update: whether the post was published or scheduled before it. */
  wasListed?: boolean;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function toSummary(doc: Pick<PostDoc, 'id' | 'title' | 'slug' | 'publishStatus' | 'publishDate' | 'createdAt' | 'updatedAt' | 'authorId'>): PostSummary {
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    publishStatus: doc.publishStatus,
    publishDate: iso(doc.publishDate),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    authorId: doc.authorId ?? null,
  };
}

/** The text, SEO and social fields, as a post and each of its revisions answer them. */
export function articleFields(doc: Omit<PostDoc, 'id' | 'createdAt'>) {
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

/** The full post with `tags` and `categories` as `{id, name}`. */
export function toPost({ post, tags, categories }: LinkedPost): PostJson {
  const named = (terms: Term[]) => terms.map(({ id, name }) => ({ id, name }));
  return {
    ...toSummary(post),
    ...articleFields(post),
    tags: named(tags),
    categories: named(categories),
    tagIds: post.tagIds,
    categoryIds: post.categoryIds,
    commentsOpen: post.commentsOpen !== false,
    version: post.version,
  };
}
