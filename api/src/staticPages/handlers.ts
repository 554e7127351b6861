import type { RequestHandler } from 'express';
import { actorName } from '../activity/actor.ts';
import { offPublicPages } from '../http/cacheEffects.ts';
import { idParam, listParams, parseListQuery, sendList } from '../http/listQuery.ts';
import { HttpProblem } from '../http/problem.ts';
import { sendCached } from '../public/send.ts';
import { PAGE_LISTS } from './module.ts';
import type { PublicPageReads } from './publicReads.ts';
import type { StaticPageSortField } from './repository/staticPageRepository.ts';
import { staticPageJson } from './serialize.ts';
import type { StaticPageInput, StaticPageService } from './service.ts';

const FILTER_STATUS = 'filter.isPublished must be true or false';

/** The back office's five operations on static pages. */
export function staticPageHandlers(service: StaticPageService): Record<'list' | 'get' | 'create' | 'update' | 'delete', RequestHandler> {
  return {
    async list(req, res) {
      const query = parseListQuery(req, PAGE_LISTS['pages.list']);
      const { isPublished } = query.filter;
      if (isPublished !== undefined && typeof isPublished !== 'boolean') throw new HttpProblem(400, FILTER_STATUS, { errors: { 'query.filter': FILTER_STATUS } });
      const { page, total } = await service.list({ ...listParams<StaticPageSortField>(query), isPublished });
      sendList(res, 'pages', query, page.map(staticPageJson), total);
    },
    async get(req, res) {
      res.json(staticPageJson(await service.get(idParam(req))));
    },
    // A draft page saved, made or deleted as a draft changes no public page.
    async create(req, res) {
      const created = await service.create(req.body as StaticPageInput, await actorName(req));
      if (!created.isPublished) offPublicPages(res);
      res.status(201).json(staticPageJson(created));
    },
    async update(req, res) {
      const updated = await service.update(idParam(req), req.body as StaticPageInput, await actorName(req));
      if (!updated.isPublished && !updated.wasPublished) offPublicPages(res);
      res.json(staticPageJson(updated));
    },
    async delete(req, res) {
      const removed = await service.remove(idParam(req), await actorName(req));
      if (!removed.isPublished) offPublicPages(res);
      res.json(staticPageJson(removed));
    },
  };
}

/** The public reads of pages (operations `public.listPages` and `public.getPage`). */
export function publicPageHandlers(reads: PublicPageReads): Record<'listPages' | 'getPage', RequestHandler> {
  return {
    async listPages(req, res) {
      const { key, entry } = await reads.list();
      sendCached(req, res, key, entry);
    },
    async getPage(req, res) {
      const { key, entry } = await reads.page(String(req.params.slug));
      sendCached(req, res, key, entry);
    },
  };
}
