import { POST_REVISIONS_KEPT } from '../../../../common/constants.ts';
import { isDuplicateKey } from '../../http/slug.ts';
import type { PostDoc } from '../model.ts';
import { PostRevision, revisionKey } from './model.ts';

/** Keeps `replaced` (the version a save overwrote) and drops this post's revisions past the cap. */
export async function keepRevision(replaced: PostDoc, replacedAt: Date): Promise<void> {
  const { _id: postKey, createdAt: _created, ...fields } = replaced;
  try {
    await PostRevision.create({ ...fields, _id: revisionKey(postKey, replaced.version), postKey, replacedAt });
  } catch (error) {
    // Two unversioned saves that read the same version keep it once.
    if (!isDuplicateKey(error)) throw error;
  }
  // Every save raises the version by one and keeps the one it replaced, so the revision that falls
  // off the end is known by its id (a lookup by _id, which FerretDB serves from its index).
  const dropped = replaced.version - POST_REVISIONS_KEPT;
  if (dropped >= 1) await PostRevision.deleteOne({ _id: revisionKey(postKey, dropped) });
}

/** A deleted post's revisions go with it. */
export async function forgetRevisions(postKey: string): Promise<void> {
  await PostRevision.deleteMany({ postKey });
}
