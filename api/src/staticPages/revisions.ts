import type { Actor } from '../activity/service.ts';
import { createRevisionHistory, type RevisionHistory } from '../revisions/service.ts';
import type { PageRevision, StaticPage, StaticPageRepository } from './repository/staticPageRepository.ts';
import type { StaticPageService } from './service.ts';

export type PageRevisionService = RevisionHistory<PageRevision, StaticPage, Actor>;

/** A page's history (revisions/service.ts): a restore is a page save of the revision's fields, checked as any save is. */
export function createPageRevisionService({ repository, pages }: { repository: StaticPageRepository; pages: Pick<StaticPageService, 'update'> }): PageRevisionService {
  return createRevisionHistory({
    noun: 'Page',
    repository,
    save: (id, revision, expectedVersion, by?: Actor) => {
      const { recordId: _record, version: _version, replacedAt: _replaced, updatedAt: _updated, markdown: _markdown, ...fields } = revision;
      return pages.update(id, { ...fields, version: expectedVersion }, by);
    },
  });
}
