import { claimMark, isMarked } from '../../db/marks.ts';
import type { Logger } from '../../logger.ts';
import { deriveText } from '../derivedText.ts';
import { Post } from './model.ts';

/** The `meta` entry that says this database's posts all carry their derived text. */
const DONE = 'post-derived-text';

/**
 * Posts saved before excerpts and word counts were stored get them once, at start-up, so no
 * public read parses their HTML. A post saved meanwhile (by another instance) keeps what its own
 * save stored: the update only applies to the content it was worked out from.
 */
export async function storeDerivedText(logger: Pick<Logger, 'info'>): Promise<number> {
  // Done once per database: the search below reads every post on FerretDB.
  if (await isMarked(DONE)) return 0;
  const missing = await Post.find({ wordCount: { $exists: false } }, { content: 1 }).lean();
  for (const doc of missing) {
    await Post.updateOne({ _id: doc._id, content: doc.content }, { $set: deriveText(doc.content) }, { timestamps: false });
  }
  await claimMark(DONE);
  if (missing.length > 0) logger.info({ posts: missing.length }, 'stored the derived text of older posts');
  return missing.length;
}
