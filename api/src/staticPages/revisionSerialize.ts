import type { PageRevision as PageRevisionJson, PageRevisionSummary } from '../../../codegen/hey-api/types.gen.ts';
import { contentBefore, wordChangesFrom, withContentBefore } from '../revisions/summaries.ts';
import type { PageRevision } from './repository/staticPageRepository.ts';

function toSummary(doc: PageRevision, id: number, before: string | null): PageRevisionSummary {
  return {
    id: doc.version,
    pageId: id,
    savedAt: doc.updatedAt.toISOString(),
    replacedAt: doc.replacedAt.toISOString(),
    title: doc.title,
    slug: doc.slug,
    isPublished: doc.isPublished,
    ...wordChangesFrom(doc, before),
  };
}

/** Newest first, each with the words it changed from the revision after it in the list. */
export function pageRevisionSummaries(pageId: number, newestFirst: PageRevision[]): PageRevisionSummary[] {
  return withContentBefore(newestFirst).map(([doc, before]) => toSummary(doc, pageId, before));
}

export function pageRevisionJson(pageId: number, doc: PageRevision, older: PageRevision | null): PageRevisionJson {
  const { recordId: _record, version: _version, replacedAt: _replaced, updatedAt: _updated, ...fields } = doc;
  return { ...fields, ...toSummary(doc, pageId, contentBefore(doc, older)) };
}
