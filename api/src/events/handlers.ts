import type { RequestHandler } from 'express';
import { EVENT_KINDS, EVENT_PUBLICATIONS, EVENT_STATUSES } from '../../../common/events.ts';
import { actorOf } from '../auth/guard.ts';
import { idParam, listParams, parseListQuery, sendList, type ListQuery } from '../http/listQuery.ts';
import { HttpProblem } from '../http/problem.ts';
import type { EventKind, EventPublication, EventSortField, EventStatus } from './event.ts';
import { EVENT_LISTS } from './module.ts';
import type { EventService } from './service.ts';
import type { EventRaw } from './validate.ts';

const badFilter = (message: string) => new HttpProblem(400, message, { errors: { 'query.filter': message } });

/** `filter[key]` when it is one of `allowed`, else a 400. */
function oneOf<T extends string>(query: ListQuery, key: string, allowed: readonly T[]): T | undefined {
  const value = query.filter[key];
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) throw badFilter(`filter.${key} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function courtIdOf(query: ListQuery): number | undefined {
  const value = query.filter.courtId;
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || (value as number) < 1) throw badFilter('filter.courtId must be a court id');
  return value as number;
}

/** The event operations over the event service. */
export function eventHandlers(service: EventService): Record<'list' | 'get' | 'create' | 'update' | 'delete', RequestHandler> {
  return {
    async list(req, res) {
      const query = parseListQuery(req, EVENT_LISTS['events.list']);
      const { page, total } = await service.list({
        ...listParams<EventSortField>(query),
        kind: oneOf<EventKind>(query, 'kind', EVENT_KINDS),
        status: oneOf<EventStatus>(query, 'status', EVENT_STATUSES),
        publication: oneOf<EventPublication>(query, 'publication', EVENT_PUBLICATIONS),
        courtId: courtIdOf(query),
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
      res.json(await service.remove(idParam(req)));
    },
  };
}
