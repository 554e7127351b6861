import type { CategoryInput, PostInput, TagInput } from '../../../../codegen/hey-api/types.gen.ts';

type Data = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n) && n > 0) : []);

function isoOrNull(value: unknown): string | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Only the fields PostInput allows (the contract rejects any other property). */
export function toPostInput(data: Data): PostInput {
  const input: PostInput = {
    title: text(data.title),
    subtitle: text(data.subtitle),
    slug: text(data.slug),
    content: text(data.content),
    metaDescription: text(data.metaDescription),
    publishStatus: (data.publishStatus as PostInput['publishStatus']) ?? 'draft',
    publishDate: isoOrNull(data.publishDate),
    featuredImage: text(data.featuredImage),
    featuredImageAlt: text(data.featuredImageAlt),
    canonicalUrl: text(data.canonicalUrl),
    ogTitle: text(data.ogTitle),
    ogDescription: text(data.ogDescription),
    ogImage: text(data.ogImage),
    tagIds: ids(data.tagIds),
    categoryIds: ids(data.categoryIds),
    commentsOpen: data.commentsOpen !== false,
  };
  if (typeof data.version === 'number') input.version = data.version;
  // Absent: the creator, or the author the post already has.
  const authorId = Number(data.authorId);
  if (data.authorId != null && data.authorId !== '' && Number.isInteger(authorId) && authorId > 0) input.authorId = authorId;
  return input;
}

export function toCategoryInput(data: Data): CategoryInput {
  return { name: text(data.name), slug: text(data.slug), description: text(data.description) };
}

export function toTagInput(data: Data): TagInput {
  return { name: text(data.name), slug: text(data.slug) };
}

/** The input shaper of each server resource. */
export const inputShapers: Record<string, (data: Data) => object> = {
  posts: toPostInput,
  categories: toCategoryInput,
  tags: toTagInput,
};
