import type { QueryFilter } from 'mongoose';
import { Post, type PostDoc } from '../posts/model.ts';

/** Public posts: published ones, and scheduled ones whose publish date has come. Decided at query time. */
export function publicFilter(now: Date): QueryFilter<PostDoc> {
  return { $or: [{ publishStatus: 'published' }, { publishStatus: 'scheduled', publishDate: { $lte: now } }] };
}

/** When the next scheduled post goes public (so caches can expire then), or undefined. */
export async function nextScheduledAt(now: Date): Promise<number | undefined> {
  const next = await Post.findOne({ publishStatus: 'scheduled', publishDate: { $gt: now } }, { publishDate: 1 })
    .sort({ publishDate: 1 })
    .lean<Pick<PostDoc, 'publishDate'>>();
  return next?.publishDate?.getTime();
}
