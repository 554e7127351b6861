import type { Revision, RevisionSummary } from '../../../../codegen/hey-api/types.gen.ts';
import { postIdOf } from '../postKey.ts';
import { articleFields } from '../serialize.ts';
import type { RevisionDoc } from '../repository/records.ts';
import { wordChanges } from './wordChanges.ts';

/** `before` is the version just older than `doc`: null when it is no longer kept, '' before the first version. */
export function toRevisionSummary(doc: RevisionDoc, before: string | null): RevisionSummary {
  const changes = before === null ? null : wordChanges(before, doc.content);
  return {
    id: doc.version,
    postId: postIdOf(doc.postKey),
    savedAt: doc.updatedAt.toISOString(),
    replacedAt: doc.replacedAt.toISOString(),
    title: doc.title,
    slug: doc.slug,
    publishStatus: doc.publishStatus,
    publishDate: doc.publishDate ? doc.publishDate.toISOString() : null,
    wordsAdded: changes?.added ?? null,
    wordsRemoved: changes?.removed ?? null,
  };
}

/** Newest first, each with the words it changed from the revision after it in the list. */
export function toRevisionSummaries(newestFirst: RevisionDoc[]): RevisionSummary[] {
  return newestFirst.map((doc, i) => {
    const older = newestFirst[i + 1];
    const before = older && older.version === doc.version - 1 ? older.content : doc.version === 1 ? '' : null;
    return toRevisionSummary(doc, before);
  });
}

export function toRevision(doc: RevisionDoc, before: RevisionDoc | null): Revision {
  return {
    ...toRevisionSummary(doc, before ? before.content : doc.version === 1 ? '' : null),
    ...articleFields(doc),
    tagIds: doc.tagIds,
    categoryIds: doc.categoryIds,
  };
}
