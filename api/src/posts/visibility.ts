import type { PostDoc } from './repository/records.ts';

/** A post is public when published, or scheduled with its publish date come: decided at read time. */
export function isPublicAt(post: Pick<PostDoc, 'publishStatus' | 'publishDate'>, now: Date): boolean {
  return post.publishStatus === 'published' || (post.publishStatus === 'scheduled' && post.publishDate !== null && post.publishDate <= now);
}

/** Published or scheduled: on the public pages now or at its date (a draft is on none). */
export const isListed = (post: Pick<PostDoc, 'publishStatus'>): boolean => post.publishStatus !== 'draft';
