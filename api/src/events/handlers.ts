import type { Request, RequestHandler } from 'express';
import { EVENT_KINDS, EVENT_PUBLICATIONS, EVENT_STATUSES } from '../../../common/events.ts';
import { actorOf } from '../auth/guard.ts';
import { csvImportHandler } from '../http/csvImport.ts';
import { filterChoice, filterId, idParam, listParams, parseListQuery, sendList } from '../http/listQuery.ts';
import { sendCached } from '../public/send.ts';
import type { EventKind, EventPublication, EventSortField, EventStatus, SkillLevel } from './event.ts';
import { EVENT_LISTS } from './module.ts';
import type { EventService, PublicEventFeed } from './service.ts';
import type { EventRaw } from './validate.ts';

/** The filters of the public reads (the validator has checked them against the contract). */
function publicFilters(req: Request): PublicEventFeed & { from?: string; to?: string; limit?: number } {
  const query = req.query as Record<string, string | undefined>;
  return {
    kind: query.kind as EventKind | undefined,
    skill: query.skill as SkillLevel | undefined,
    from: query.from,
    to: query.to,
    near: query.near,
    miles: query.miles === undefined ? undefined : Number(query.miles),
    event: query.event,
    limit: query.limit === undefined ? undefined : Number(query.limit),
  };
}

/** The event operations over the event service. */
export function eventHandlers(service: EventService): Record<'list' | 'get' | 'create' | 'update' | 'delete' | 'import' | 'search' | 'read' | 'feed' | 'courtFeed', RequestHandler> {
  return {
    async list(req, res) {
      const query = parseListQuery(req, EVENT_LISTS['events.list']);
      const { page, total } = await service.list({
        ...listParams<EventSortField>(query),
        kind: filterChoice<EventKind>(query, 'kind', EVENT_KINDS),
        status: filterChoice<EventStatus>(query, 'status', EVENT_STATUSES),
        publication: filterChoice<EventPublication>(query, 'publication', EVENT_PUBLICATIONS),
        courtId: filterId(query, 'courtId', 'a court'),
      });
      sendList(res, 'events', query, page, total);
    },
    async get(req, res) {
      res.json(await service.get(idParam(req)));
    },
    async create(req, res) {
      res.status(201).json(await service.create(req.body as EventRaw, actorOf(req)));
    },
    async update(req, res) {
      res.json(await service.update(idParam(req), req.body as EventRaw, actorOf(req)));
    },
    async delete(req, res) {
      res.json(await service.remove(idParam(req), actorOf(req)));
    },
    import: csvImportHandler((csv, req) => service.importCsv(csv, actorOf(req))),
    async search(req, res) {
      const { key, entry } = await service.search(publicFilters(req));
      sendCached(req, res, key, entry);
    },
    async read(req, res) {
      const { key, entry } = await service.read(String(req.params.slug));
      sendCached(req, res, key, entry);
    },
    async feed(req, res) {
      const { kind, skill, near, miles, event } = publicFilters(req);
      const { key, entry } = await service.feed({ kind, skill, near, miles, event });
      sendCached(req, res, key, entry);
    },
    async courtFeed(req, res) {
      const { key, entry } = await service.feed({ courtId: idParam(req) });
      sendCached(req, res, key, entry);
    },
  };
}
