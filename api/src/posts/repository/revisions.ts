import { POST_REVISIONS_KEPT } from '../../../../common/constants.ts';
import { isDuplicateKey } from '../../http/slug.ts';
import type { PostDoc, RevisionDoc } from './records.ts';
import { PostRevision, revisionKey } from './revisionModel.ts';

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

/**
 * A post's kept revisions, newest first: the versions just below its current one, each looked up
 * by id (a filter other than `{ _id }` reads the whole collection on FerretDB).
 */
export async function listRevisionsBelow(key: string, currentVersion: number): Promise<RevisionDoc[]> {
  const versions = Array.from({ length: Math.max(0, Math.min(POST_REVISIONS_KEPT, currentVersion - 1)) }, (_, i) => currentVersion - 1 - i);
  const found = await Promise.all(versions.map((version) => findRevision(key, version)));
  return found.filter((doc) => doc !== null);
}

/** One revision of a post by the version it holds, or null. */
export async function findRevision(key: string, version: number): Promise<RevisionDoc | null> {
  return PostRevision.findById(revisionKey(key, version)).lean<RevisionDoc>();
}
