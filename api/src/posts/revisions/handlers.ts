import type { RequestHandler } from 'express';
import type { RestoreInput } from '../../../../codegen/hey-api/types.gen.ts';
import { actorOf } from '../../auth/guard.ts';
import { idParam } from '../../http/listQuery.ts';
import { toPost } from '../serialize.ts';
import { toRevision, toRevisionSummaries } from './serialize.ts';
import type { RevisionService } from './service.ts';

const revisionParam = (req: Parameters<RequestHandler>[0]) => Number(req.params.revisionId);

/** The post history operations (`revisions.*`) over the revision service. */
export function revisionHandlers(service: RevisionService) {
  const list: RequestHandler = async (req, res) => {
    const revisions = await service.list(idParam(req));
    res.json(toRevisionSummaries(revisions));
  };

  const get: RequestHandler = async (req, res) => {
    const { revision, older } = await service.get(idParam(req), revisionParam(req));
    res.json(toRevision(revision, older));
  };

  const restore: RequestHandler = async (req, res) => {
    const saved = await service.restore(idParam(req), revisionParam(req), (req.body as RestoreInput | undefined)?.version, actorOf(req));
    res.json(toPost(saved));
  };

  return { list, get, restore };
}
