import type { RequestHandler } from 'express';
import { idParam, listParams, parseListQuery, sendList } from '../http/listQuery.ts';
import { TERM_LISTS } from './module.ts';
import type { TermInput, TermKind, TermSortField } from './repository/termRepository.ts';
import { termJson } from './serialize.ts';
import type { TermService } from './service.ts';

/** The five operations of one kind of term, over its service. */
function termHandlers(kind: TermKind, service: TermService): Record<'list' | 'get' | 'create' | 'update' | 'delete', RequestHandler> {
  const resource = kind === 'category' ? 'categories' : 'tags';
  const toJson = termJson.bind(null, kind);
  return {
    async list(req, res) {
      const query = parseListQuery(req, TERM_LISTS[`${resource}.list`]);
      const { page, total } = await service.list(listParams<TermSortField>(query));
      sendList(res, resource, query, page.map(toJson), total);
    },
    async get(req, res) {
      res.json(toJson(await service.get(idParam(req))));
    },
    async create(req, res) {
      res.status(201).json(toJson(await service.create(req.body as TermInput)));
    },
    async update(req, res) {
      res.json(toJson(await service.update(idParam(req), req.body as TermInput)));
    },
    async delete(req, res) {
      res.json(toJson(await service.remove(idParam(req))));
    },
  };
}

export const categoryHandlers = (service: TermService) => termHandlers('category', service);
export const tagHandlers = (service: TermService) => termHandlers('tag', service);
