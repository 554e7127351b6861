import type { Revision, RevisionSummary } from '../../../../codegen/hey-api/types.gen.ts';
import { contentBefore, wordChangesFrom, withContentBefore } from '../../revisions/summaries.ts';
import { articleFields } from '../serialize.ts';
import type { RevisionDoc } from '../repository/records.ts';

/** `before` is the content of the version just older than `doc` (see revisions/summaries.ts). */
export function toRevisionSummary(doc: RevisionDoc, before: string | null): RevisionSummary {
  return {
    id: doc.version,
    postId: doc.recordId,
    savedAt: doc.updatedAt.toISOString(),
    replacedAt: doc.replacedAt.toISOString(),
    title: doc.title,
    slug: doc.slug,
    publishStatus: doc.publishStatus,
    publishDate: doc.publishDate ? doc.publishDate.toISOString() : null,
    ...wordChangesFrom(doc, before),
  };
}

/** Newest first, each with the words it changed from the revision after it in the list. */
export function toRevisionSummaries(newestFirst: RevisionDoc[]): RevisionSummary[] {
  return withContentBefore(newestFirst).map(([doc, before]) => toRevisionSummary(doc, before));
}

export function toRevision(doc: RevisionDoc, before: RevisionDoc | null): Revision {
  return {
    ...toRevisionSummary(doc, contentBefore(doc, before)),
    ...articleFields(doc),
    tagIds: doc.tagIds,
    categoryIds: doc.categoryIds,
  };
}
