import { claimMark, isMarked } from '../../db/marks.ts';
import type { Logger } from '../../logger.ts';
import { sanitizePostHtml } from '../sanitize.ts';
import { Post } from './model.ts';

/** The `meta` entry that says this database's posts link to the site's own pages in place. */
const DONE = 'post-own-links';

/**
 * Posts saved when every link opened in a new tab with `nofollow` go once more through the
 * sanitizer, which now leaves links to the site's own pages plain. A post saved meanwhile keeps
 * what its own save stored: the update only applies to the content it was worked out from.
 */
export async function plainOwnLinks(logger: Pick<Logger, 'info'>): Promise<number> {
  if (await isMarked(DONE)) return 0;
  const candidates = await Post.find({ content: { $regex: 'target="_blank"' } }, { content: 1 }).lean();
  let changed = 0;
  for (const doc of candidates) {
    const content = sanitizePostHtml(doc.content);
    if (content === doc.content) continue;
    await Post.updateOne({ _id: doc._id, content: doc.content }, { $set: { content } }, { timestamps: false });
    changed += 1;
  }
  await claimMark(DONE);
  if (changed > 0) logger.info({ posts: changed }, "made the links to the site's own pages plain");
  return changed;
}
