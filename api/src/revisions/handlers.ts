import type { Request, RequestHandler } from 'express';
import type { RestoreInput } from '../../../codegen/hey-api/types.gen.ts';
import { idParam } from '../http/listQuery.ts';
import type { RevisionHistory } from './service.ts';

/** How one kind (posts, pages) answers its history operations. */
export interface HistoryAnswers<Revision, Saved, Actor> {
  /** The kept revisions, newest first, as the list operation answers them. */
  summaries(recordId: number, newestFirst: Revision[]): unknown;
  /** One revision beside the one just older than it (null when not kept). */
  revision(recordId: number, revision: Revision, older: Revision | null): unknown;
  /** The record a restore saved. */
  saved(record: Saved): unknown;
  /** Who restores, as the kind's save takes it. */
  actor(req: Request): Actor | Promise<Actor>;
}

const revisionParam = (req: Request) => Number(req.params.revisionId);

/** A kind's history operations (`list`, `get`, `restore`) over its revision service. */
export function historyHandlers<Revision, Saved, Actor>(
  service: RevisionHistory<Revision, Saved, Actor>,
  answers: HistoryAnswers<Revision, Saved, Actor>,
): Record<'list' | 'get' | 'restore', RequestHandler> {
  return {
    async list(req, res) {
      const id = idParam(req);
      res.json(answers.summaries(id, await service.list(id)));
    },
    async get(req, res) {
      const id = idParam(req);
      const { revision, older } = await service.get(id, revisionParam(req));
      res.json(answers.revision(id, revision, older));
    },
    async restore(req, res) {
      const expected = (req.body as RestoreInput | undefined)?.version;
      res.json(answers.saved(await service.restore(idParam(req), revisionParam(req), expected, await answers.actor(req))));
    },
  };
}
