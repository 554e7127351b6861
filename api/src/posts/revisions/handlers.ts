import { actorOf } from '../../auth/guard.ts';
import { historyHandlers } from '../../revisions/handlers.ts';
import { toPost } from '../serialize.ts';
import { toRevision, toRevisionSummaries } from './serialize.ts';
import type { RevisionService } from './service.ts';

/** The post history operations (`revisions.*`) over the revision service. */
export function revisionHandlers(service: RevisionService) {
  return historyHandlers(service, {
    summaries: (_postId, newestFirst) => toRevisionSummaries(newestFirst),
    revision: (_postId, revision, older) => toRevision(revision, older),
    saved: toPost,
    actor: actorOf,
  });
}
