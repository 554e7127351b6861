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
  const beyondCap = await PostRevision.find({ postKey }, { _id: 1 }).sort({ version: -1 }).skip(POST_REVISIONS_KEPT).lean();
  if (beyondCap.length > 0) await PostRevision.deleteMany({ _id: { $in: beyondCap.map((r) => r._id) } });
}

/** A deleted post's revisions go with it. */
export async function forgetRevisions(postKey: string): Promise<void> {
  await PostRevision.deleteMany({ postKey });
}
