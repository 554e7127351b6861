import mongoose from 'mongoose';
import { claimMark, isMarked } from '../../db/marks.ts';
import { isDuplicateKey } from '../../db/duplicateKey.ts';
import type { Logger } from '../../logger.ts';
import { Post } from './model.ts';
import { postKey } from './postKey.ts';

type Stored = { _id: string | number; [field: string]: unknown };
/** The `meta` entry that says this database's posts all have string keys. */
const DONE = 'post-keys';

/**
 * Databases written before posts were keyed by padded strings (see postKey.ts) hold numeric
 * `_id`s: each such post moves to its key at start-up. The unique slug index forbids two copies
 * side by side, so the post is first parked in a side collection, then removed, then written
 * under its key, then unparked. A crash at any step loses nothing: parked posts missing from
 * `posts` are restored first on the next start.
 */
export async function migrateNumericPostKeys(logger: Pick<Logger, 'info'>): Promise<number> {
  // Done once per database: the search below reads every post on FerretDB (~1.5 s at 10,000).
  if (await isMarked(DONE)) return 0;
  const posts = mongoose.connection.collection<Stored>(Post.collection.collectionName);
  const parked = mongoose.connection.collection<Stored>('posts_rekeying');
  for (const doc of await parked.find({}).toArray()) await restore(doc, posts, parked);
  const numeric = await posts.find({ _id: { $not: { $type: 'string' } } }).toArray();
  for (const doc of numeric) {
    const rekeyed = { ...doc, _id: postKey(doc._id as number) };
    await parked.replaceOne({ _id: rekeyed._id }, rekeyed, { upsert: true });
    await posts.deleteOne({ _id: doc._id });
    await restore(rekeyed, posts, parked);
  }
  // Another instance starting at the same moment may have marked it first: each step above is repeatable.
  await claimMark(DONE);
  if (numeric.length > 0) logger.info({ posts: numeric.length }, 'moved posts to string keys');
  return numeric.length;
}

type Collection = mongoose.mongo.Collection<Stored>;

async function restore(doc: Stored, posts: Collection, parked: Collection): Promise<void> {
  try {
    await posts.insertOne(doc);
  } catch (error) {
    // Already there: an earlier run got this far before stopping.
    if (!isDuplicateKey(error)) throw error;
  }
  await parked.deleteOne({ _id: doc._id });
}
