import type { PostSummary } from '../../../../codegen/hey-api/types.gen.ts';
import { formatDayTime } from '../common/dates.ts';

type Dated = Pick<PostSummary, 'publishStatus' | 'publishDate' | 'updatedAt'>;

/** The Date column of the posts list. */
export function postDateText(post: Dated): string {
  if (post.publishStatus === 'published' && post.publishDate) return `Published ${formatDayTime(post.publishDate)}`;
  if (post.publishStatus === 'scheduled' && post.publishDate) return `Scheduled for ${formatDayTime(post.publishDate)}`;
  if (post.updatedAt) return `Last updated ${formatDayTime(post.updatedAt)}`;
  return 'N/A';
}
