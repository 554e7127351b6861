import type { RequestHandler } from 'express';
import type { RestoreInput } from '../../../codegen/hey-api/types.gen.ts';
import { actorName } from '../activity/actor.ts';
import { idParam } from '../http/listQuery.ts';
import type { PageRevisionService } from './revisions.ts';
import { pageRevisionJson, pageRevisionSummaries } from './revisionSerialize.ts';
import { staticPageJson } from './serialize.ts';

const revisionParam = (req: Parameters<RequestHandler>[0]) => Number(req.params.revisionId);

/** A page's history operations (`pageRevisions.*`) over its revision service. */
export function pageRevisionHandlers(service: PageRevisionService): Record<'list' | 'get' | 'restore', RequestHandler> {
  return {
    async list(req, res) {
      const id = idParam(req);
      const revisions = await service.list(id);
      res.json(pageRevisionSummaries(id, revisions));
    },
    async get(req, res) {
      const id = idParam(req);
      const { revision, older } = await service.get(id, revisionParam(req));
      res.json(pageRevisionJson(id, revision, older));
    },
    async restore(req, res) {
      const saved = await service.restore(idParam(req), revisionParam(req), (req.body as RestoreInput | undefined)?.version, await actorName(req));
      res.json(staticPageJson(saved));
    },
  };
}
