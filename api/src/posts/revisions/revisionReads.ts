import { POST_REVISIONS_KEPT } from '../../../../common/constants.ts';
import type { PostDoc } from '../model.ts';
import { PostRevision, revisionKey, type RevisionDoc } from './model.ts';

/** A post's kept revisions, newest first. */
export async function listRevisions(key: string): Promise<RevisionDoc[]> {
  return PostRevision.find({ postKey: key }).sort({ version: -1 }).lean<RevisionDoc[]>();
}

/**
 * The same by id, for FerretDB (whose filters other than `{ _id }` read the whole collection): the
 * kept revisions are the versions just below the post's current one.
 */
export async function listRevisionsBelow(key: string, currentVersion: number): Promise<RevisionDoc[]> {
  const versions = Array.from({ length: Math.min(POST_REVISIONS_KEPT, currentVersion - 1) }, (_, i) => currentVersion - 1 - i);
  const found = await Promise.all(versions.map((version) => findRevision(key, version)));
  return found.filter((doc) => doc !== null);
}

/** One revision of a post by the version it holds, or null. */
export async function findRevision(key: string, version: number): Promise<RevisionDoc | null> {
  return PostRevision.findById(revisionKey(key, version)).lean<RevisionDoc>();
}

export type { PostDoc, RevisionDoc };
