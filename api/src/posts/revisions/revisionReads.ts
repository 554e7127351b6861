import type { PostDoc } from '../model.ts';
import { PostRevision, revisionKey, type RevisionDoc } from './model.ts';

/** A post's kept revisions, newest first. */
export async function listRevisions(key: string): Promise<RevisionDoc[]> {
  return PostRevision.find({ postKey: key }).sort({ version: -1 }).lean<RevisionDoc[]>();
}

/** One revision of a post by the version it holds, or null. */
export async function findRevision(key: string, version: number): Promise<RevisionDoc | null> {
  return PostRevision.findById(revisionKey(key, version)).lean<RevisionDoc>();
}

export type { PostDoc, RevisionDoc };
