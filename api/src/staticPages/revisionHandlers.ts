import { actorName } from '../activity/actor.ts';
import { historyHandlers } from '../revisions/handlers.ts';
import type { PageRevisionService } from './revisions.ts';
import { pageRevisionJson, pageRevisionSummaries } from './revisionSerialize.ts';
import { staticPageJson } from './serialize.ts';

/** A page's history operations (`pageRevisions.*`) over its revision service. */
export function pageRevisionHandlers(service: PageRevisionService) {
  return historyHandlers(service, {
    summaries: pageRevisionSummaries,
    revision: pageRevisionJson,
    saved: staticPageJson,
    actor: actorName,
  });
}
