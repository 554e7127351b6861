import type { RequestHandler, Response } from 'express';
import { idParam, listParams, parseListQuery, sendList } from '../http/listQuery.ts';
import { problemBody } from '../http/problem.ts';
import { sendCached } from '../public/send.ts';
import type { CourtSortField } from './court.ts';
import { COURT_LISTS } from './module.ts';
import { CourtImportRefused, type CourtService } from './service.ts';
import type { CourtRaw } from './validate.ts';

/** A refused import's 400 also lists the bad rows (the shared error handler knows only `errors`). */
function sendImportProblem(res: Response, problem: CourtImportRefused): void {
  res.status(400).type('application/problem+json').send(JSON.stringify({ ...problemBody(400, problem.message, problem.errors), rows: problem.rows }));
}

interface SearchQuery {
  near: string;
  miles?: number;
  indoor?: boolean;
  outdoor?: boolean;
  public?: boolean;
  private?: boolean;
}

/** The court operations over the court service. */
export function courtHandlers(service: CourtService): Record<'list' | 'get' | 'create' | 'update' | 'delete' | 'import' | 'search', RequestHandler> {
  return {
    async list(req, res) {
      const query = parseListQuery(req, COURT_LISTS['courts.list']);
      const { page, total } = await service.list(listParams<CourtSortField>(query));
      sendList(res, 'courts', query, page, total);
    },
    async get(req, res) {
      res.json(await service.get(idParam(req)));
    },
    async create(req, res) {
      res.status(201).json(await service.create(req.body as CourtRaw));
    },
    async update(req, res) {
      res.json(await service.update(idParam(req), req.body as CourtRaw));
    },
    async delete(req, res) {
      res.json(await service.remove(idParam(req)));
    },
    async import(req, res) {
      try {
        const imported = await service.importCsv(typeof req.body === 'string' ? req.body : '');
        res.status(201).json({ imported });
      } catch (error) {
        if (!(error instanceof CourtImportRefused)) throw error;
        sendImportProblem(res, error);
      }
    },
    /** The public search; answers are cached like the other public reads. */
    async search(req, res) {
      const query = req.query as unknown as SearchQuery;
      const { key, entry } = await service.search({
        near: String(query.near),
        miles: Number(query.miles ?? 5),
        indoor: query.indoor === true,
        outdoor: query.outdoor === true,
        public: query.public === true,
        private: query.private === true,
      });
      sendCached(req, res, key, entry);
    },
  };
}
