import type { QueryFilter } from 'mongoose';
import type { PostDoc } from './model.ts';

/** A post is public when published, or scheduled with its publish date come: decided at read time. */
export function isPublicAt(post: Pick<PostDoc, 'publishStatus' | 'publishDate'>, now: Date): boolean {
  return post.publishStatus === 'published' || (post.publishStatus === 'scheduled' && post.publishDate !== null && post.publishDate <= now);
}

/** The same rule as a database filter. */
export function publicFilter(now: Date): QueryFilter<PostDoc> {
  return { $or: [{ publishStatus: 'published' }, { publishStatus: 'scheduled', publishDate: { $lte: now } }] };
}
