import type { QueryFilter } from 'mongoose';
import type { StoredPost } from './postKey.ts';

/** The rule of visibility.ts (published, or scheduled with its date come) as a database filter. */
export function publicFilter(now: Date): QueryFilter<StoredPost> {
  return { $or: [{ publishStatus: 'published' }, { publishStatus: 'scheduled', publishDate: { $lte: now } }] };
}
