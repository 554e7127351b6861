import type { RequestHandler } from 'express';
import { csvImportHandler } from '../http/csvImport.ts';
import { idParam, listParams, parseListQuery, sendList } from '../http/listQuery.ts';
import { sendCached } from '../public/send.ts';
import type { CourtSortField } from './court.ts';
import { COURT_LISTS } from './module.ts';
import type { CourtService } from './service.ts';
import type { CourtRaw } from './validate.ts';

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
    import: csvImportHandler((csv) => service.importCsv(csv)),
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
