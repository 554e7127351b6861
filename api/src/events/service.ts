import { DateTime } from 'luxon';
import { EVENT_MESSAGES } from '../../../common/events.ts';
import type { Court } from '../courts/court.ts';
import { resolvePlace } from '../courts/places.ts';
import type { PublicCache } from '../public/cache.ts';
import type { CachedBody } from '../public/cachedBody.ts';
import { HttpProblem, notFound, problemBody, validationProblem } from '../http/problem.ts';
import { found } from '../http/recordService.ts';
import { slugConflict } from '../http/slug.ts';
import { sanitizePostHtml, withNofollowSetting } from '../posts/sanitize.ts';
import { DEFAULT_SETTINGS_READER, type SiteSettingsReader } from '../settings/reader.ts';
import { atLeast, type Role } from '../users/user.ts';
import type { Event, EventFields, EventKind, SkillLevel } from './event.ts';
import { eventCalendar } from './feed.ts';
import { placeOf, filterEvents, publicEvent, publicOccurrences, type PlacedEvent, type PublicEventQuery } from './publicView.ts';
import { EventSlugTaken, type EventListQuery, type EventRepository } from './repository/eventRepository.ts';
import { checkEvent, type EventRaw } from './validate.ts';

/** Who asks for a write. */
export interface EventActor {
  id: number;
  role: Role;
}

export interface EventService {
  list(query: EventListQuery): Promise<{ page: Event[]; total: number }>;
  get(id: number): Promise<Event>;
  create(raw: EventRaw, actor: EventActor): Promise<Event>;
  update(id: number, raw: EventRaw, actor: EventActor): Promise<Event>;
  remove(id: number): Promise<Event>;
  /** The upcoming occurrences a visitor asked for, cached like the other public reads under `key`. */
  search(query: PublicEventSearch): Promise<Cached>;
  /** One published event's page body (a 404 body when there is none). */
  read(slug: string): Promise<Cached>;
  /** The iCalendar feed of the published events that pass the filters (a 404 for a court that does not exist). */
  feed(query: PublicEventFeed): Promise<Cached>;
  /** The events page and each published event's page, for the sitemap. */
  sitemapEntries(): Promise<{ path: string; updatedAt?: Date }[]>;
}

type Cached = { key: string; entry: CachedBody };

/** The public list's query as the contract reads it: days in the site's zone, a place as typed. */
export interface PublicEventSearch {
  kind?: EventKind;
  skill?: SkillLevel;
  from?: string;
  to?: string;
  near?: string;
  miles?: number;
}

/** A feed's query: the list's filters, one event by slug, or one court's events. */
export interface PublicEventFeed extends Omit<PublicEventSearch, 'from' | 'to'> {
  event?: string;
  courtId?: number;
}

export interface EventServiceDeps {
  repository: EventRepository;
  /** Whether a court of the directory has the id. */
  /** A court of the directory, or null. */
  courtOf: (id: number) => Promise<Court | null>;
  /** The zone the events' local times are in. */
  timeZone: string;
  cache: Pick<PublicCache, 'cached'>;
  siteUrl: string;
  /** The site's title (the calendar's name) and whether links to other sites say nofollow. */
  settings?: SiteSettingsReader;
  now?: () => number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const notFoundBody = (what: string) => ({ status: 404, contentType: 'application/problem+json; charset=utf-8', body: JSON.stringify(problemBody(404, `${what} not found.`)) });
const DEFAULT_DAYS = 90;
const MAX_DAYS = 366;
const queryProblem = (field: string, message: string) => new HttpProblem(400, message, { errors: { [`query.${field}`]: message } });

const missing = () => notFound('Event');
const mayPublish = (actor: EventActor) => atLeast(actor.role, 'editor');

/**
 * The rules of events: authors write and change their own drafts; editors and admins publish,
 * cancel and change any event. Every change raises the event's sequence, so calendars that
 * subscribed to a feed take the new version.
 */
export function createEventService({ repository, courtOf, timeZone, cache, siteUrl, settings = DEFAULT_SETTINGS_READER, now = Date.now }: EventServiceDeps): EventService {
  const read = async (raw: EventRaw) => {
    const { fields, errors } = checkEvent(raw, timeZone);
    if (!fields) throw validationProblem(errors);
    if (fields.courtId !== null && !(await courtOf(fields.courtId))) throw validationProblem({ courtId: EVENT_MESSAGES.courtUnknown });
    return { ...fields, description: sanitizePostHtml(fields.description) };
  };
  const saving = async (slug: string, write: () => Promise<Event | null>) => {
    try {
      return found(await write(), missing);
    } catch (error) {
      if (error instanceof EventSlugTaken) throw slugConflict('event', slug);
      throw error;
    }
  };

  return {
    list: (query) => repository.list(query),
    get: async (id) => found(await repository.get(id), missing),

    async create(raw, actor) {
      const fields = await read(raw);
      if (!mayPublish(actor) && (fields.publication === 'published' || fields.status === 'cancelled')) throw new HttpProblem(403, EVENT_MESSAGES.onlyEditorsPublish);
      return saving(fields.slug, () => repository.create({ ...fields, authorId: actor.id, sequence: 0 }));
    },

    async update(id, raw, actor) {
      const previous = found(await repository.get(id), missing);
      if (!mayPublish(actor)) {
        if (previous.authorId !== actor.id) throw new HttpProblem(403, EVENT_MESSAGES.ownEventsOnly);
        if (previous.publication === 'published') throw new HttpProblem(403, EVENT_MESSAGES.authorsEditDrafts);
      }
      const fields = await read(raw);
      if (!mayPublish(actor) && (fields.publication === 'published' || (fields.status === 'cancelled' && previous.status !== 'cancelled'))) {
        throw new HttpProblem(403, EVENT_MESSAGES.onlyEditorsPublish);
      }
      const next: EventFields = { ...fields, authorId: previous.authorId, sequence: previous.sequence + 1 };
      return saving(fields.slug, () => repository.update(id, next));
    },

    remove: async (id) => found(await repository.remove(id), missing),

    async search(query) {
      const near = query.near === undefined ? undefined : resolvePlace(query.near);
      const { from, to } = window(query);
      const key = `events:list:${JSON.stringify([query.kind, query.skill, from, to, near && [near.lat, near.lng], query.miles])}`;
      const entry = await cache.cached(
        key,
        async () => {
          const filters: PublicEventQuery = { kind: query.kind, skill: query.skill, near, miles: query.miles };
          const start = Math.max(now(), DateTime.fromISO(from, { zone: timeZone }).toMillis());
          const end = DateTime.fromISO(to, { zone: timeZone }).plus({ days: 1 }).toMillis();
          const items = publicOccurrences(await placed(), filters, timeZone, start, end);
          return { contentType: JSON_TYPE, body: JSON.stringify({ timeZone, ...(near ? { place: near.label } : {}), items }) };
        },
      );
      return { key, entry };
    },

    async read(slug) {
      const key = `events:item:${slug}`;
      const entry = await cache.cached(
        key,
        async () => {
          const event = (await placed()).find((candidate) => candidate.event.slug === slug);
          if (!event) return notFoundBody('Event');
          const [shown, site] = [publicEvent(event, timeZone, now(), siteUrl), await settings.site()];
          return { contentType: JSON_TYPE, body: JSON.stringify({ ...shown, description: withNofollowSetting(shown.description, site.externalLinksNofollow) }) };
        },
      );
      return { key, entry };
    },

    async feed(query) {
      const near = query.near === undefined ? undefined : resolvePlace(query.near);
      const key = `events:feed:${JSON.stringify([query.event, query.courtId, query.kind, query.skill, near && [near.lat, near.lng], query.miles])}`;
      const entry = await cache.cached(
        key,
        async () => {
          if (query.courtId !== undefined && !(await courtOf(query.courtId))) return notFoundBody('Court');
          const chosen = filterEvents(await placed(), { kind: query.kind, skill: query.skill, near, miles: query.miles, courtId: query.courtId }).filter(
            ({ event }) => query.event === undefined || event.slug === query.event,
          );
          return { contentType: CALENDAR_TYPE, body: eventCalendar(chosen, { zone: timeZone, siteUrl, name: `${(await settings.site()).siteTitle} events` }) };
        },
      );
      return { key, entry };
    },

    async sitemapEntries() {
      const events = await repository.published();
      return [{ path: '/events' }, ...events.map((event) => ({ path: `/events/${event.slug}`, updatedAt: new Date(event.updatedAt) }))];
    },
  };

  /** Every published event with its place (each court read once). */
  async function placed(): Promise<PlacedEvent[]> {
    const events = await repository.published();
    const courtIds = [...new Set(events.flatMap((event) => (event.courtId === null ? [] : [event.courtId])))];
    const courts = new Map(await Promise.all(courtIds.map(async (id) => [id, await courtOf(id)] as const)));
    return events.map((event) => ({ event, place: placeOf(event, event.courtId === null ? null : (courts.get(event.courtId) ?? null)) }));
  }

  /** The days asked for: from today (in the site's zone) for 90 days unless said, at most a year, in order. */
  function window(query: PublicEventSearch): { from: string; to: string } {
    const from = query.from ?? DateTime.fromMillis(now(), { zone: timeZone }).toISODate()!;
    const to = query.to ?? DateTime.fromISO(from, { zone: timeZone }).plus({ days: DEFAULT_DAYS }).toISODate()!;
    if (to < from) throw queryProblem('to', EVENT_MESSAGES.toBeforeFrom);
    if (DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days > MAX_DAYS) throw queryProblem('to', EVENT_MESSAGES.rangeTooLong);
    return { from, to };
  }
}
