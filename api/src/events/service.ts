import { DateTime } from 'luxon';
import type { PublicEventOccurrence } from '../../../codegen/hey-api/types.gen.ts';
import { EVENT_CSV_COLUMNS, EVENT_IMPORT_MAX_ROWS, EVENT_MESSAGES } from '../../../common/events.ts';
import type { Court } from '../courts/court.ts';
import type { CourtSessions } from '../courts/service.ts';
import { resolvePlace } from '../courts/places.ts';
import type { PublicCache } from '../public/cache.ts';
import type { CachedBody } from '../public/cachedBody.ts';
import { badRow, readSluggedRows, refuseBadRows } from '../http/csvImport.ts';
import { HttpProblem, notFound, problemBody, validationProblem } from '../http/problem.ts';
import { found } from '../http/recordService.ts';
import { slugConflict } from '../http/slug.ts';
import { sanitizePostHtml, withNofollowSetting } from '../posts/sanitize.ts';
import { DEFAULT_SETTINGS_READER, type SiteSettingsReader } from '../settings/reader.ts';
import { atLeast, type Role } from '../users/user.ts';
import { NO_ACTIVITY, type ActivityService } from '../activity/service.ts';
import { byColumn, rowToEvent } from './csv.ts';
import type { Event, EventFields, EventKind, SkillLevel } from './event.ts';
import { eventCalendar } from './feed.ts';
import { lastHeldEnd } from './occurrences.ts';
import { placeOf, filterEvents, firstDays, publicEvent, publicOccurrences, type PlacedEvent, type PublicEventQuery } from './publicView.ts';
import { EventSlugTaken, type EventListQuery, type EventRepository } from './repository/eventRepository.ts';
import { checkEvent, type EventRaw } from './validate.ts';

/** Who asks for a write. */
export interface EventActor {
  id: number;
  role: Role;
  username?: string;
}

export interface EventService {
  list(query: EventListQuery): Promise<{ page: Event[]; total: number }>;
  get(id: number): Promise<Event>;
  create(raw: EventRaw, actor: EventActor): Promise<Event>;
  update(id: number, raw: EventRaw, actor: EventActor): Promise<Event>;
  remove(id: number, actor?: EventActor): Promise<Event>;
  /** Stores every event of a CSV file as the actor's drafts, or none (ImportRefused); returns how many. */
  importCsv(text: string, actor: EventActor): Promise<number>;
  /** The upcoming occurrences a visitor asked for, cached like the other public reads under `key`. */
  search(query: PublicEventSearch): Promise<Cached>;
  /** One published event's page body (a 404 body when there is none). */
  read(slug: string): Promise<Cached>;
  /** The iCalendar feed of the published events that pass the filters (a 404 for a court that does not exist). */
  feed(query: PublicEventFeed): Promise<Cached>;
  /** The next occurrences (at most 3, cancelled ones left out) at each of these courts, and when the first of them ends. */
  upcomingAtCourts(courtIds: number[]): Promise<CourtSessions>;
  /** The occurrences (not cancelled) of published events between two instants, soonest first. */
  between(from: number, to: number): Promise<PublicEventOccurrence[]>;
  /** The published events that have an occurrence still to end at `now` (not cancelled), with their place and when the last one ends. */
  upcomingEvents(now: number): Promise<UpcomingEvent[]>;
  /** The events page and each published event's page, for the sitemap. */
  sitemapEntries(): Promise<{ path: string; updatedAt?: Date }[]>;
}

type Cached = { key: string; entry: CachedBody };


/** A published event still to happen, as site search reads it. */
export interface UpcomingEvent extends PlacedEvent {
  /** When its last occurrence that is not cancelled ends (milliseconds). */
  lastEnd: number;
}

/** The public list's query as the contract reads it: days in the site's zone, a place as typed. */
export interface PublicEventSearch {
  kind?: EventKind;
  skill?: SkillLevel;
  from?: string;
  to?: string;
  near?: string;
  miles?: number;
  /** At most this many occurrences, ending with a whole day. */
  limit?: number;
}

/** A feed's query: the list's filters, one event by slug, or one court's events. */
export interface PublicEventFeed extends Omit<PublicEventSearch, 'from' | 'to' | 'limit'> {
  event?: string;
  courtId?: number;
}

export interface EventServiceDeps {
  repository: EventRepository;
  /** Whether a court of the directory has the id. */
  /** A court of the directory, or null. */
  courtOf: (id: number) => Promise<Court | null>;
  cache: Pick<PublicCache, 'cached'>;
  siteUrl: string;
  /** The site's title (the calendar's name), whether links to other sites say nofollow, and its time zone (the events' local times are in it). */
  settings?: SiteSettingsReader;
  now?: () => number;
  /** Where changes to published events are recorded (nowhere when absent). */
  activity?: Pick<ActivityService, 'record'>;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const notFoundBody = (what: string) => ({ status: 404, contentType: 'application/problem+json; charset=utf-8', body: JSON.stringify(problemBody(404, `${what} not found.`)) });
const DEFAULT_DAYS = 90;
const SESSIONS_PER_COURT = 3;
/** The court finder looks this far ahead first, then up to DEFAULT_DAYS for courts with fewer sessions. */
const SOON_DAYS = 14;
const MAX_DAYS = 366;
const queryProblem = (field: string, message: string) => new HttpProblem(400, message, { errors: { [`query.${field}`]: message } });

const missing = () => notFound('Event');

const mayPublish = (actor: EventActor) => atLeast(actor.role, 'editor');

/**
 * The rules of events: authors write and change their own drafts; editors and admins publish,
 * cancel and change any event. Every change raises the event's sequence, so calendars that
 * subscribed to a feed take the new version.
 */
export function createEventService({ repository, courtOf, cache, siteUrl, settings = DEFAULT_SETTINGS_READER, now = Date.now, activity = NO_ACTIVITY }: EventServiceDeps): EventService {
  /** A write that a published event was part of, before or after, is in the log. */
  const recordChange = async (before: Event | null, after: Event, actor: EventActor | undefined, gone = false) => {
    if (before?.publication !== 'published' && after.publication !== 'published') return;
    const detail = gone ? 'deleted' : !before ? 'added' : after.publication === 'published' ? 'changed' : 'unpublished';
    await activity.record({ actor: actor?.username ?? null, action: 'event.change', subject: { type: 'event', id: String(after.id), title: after.title }, detail });
  };
  /** The site's zone as the settings say now (a change clears every cached public body). */
  const siteZone = async () => (await settings.site()).timeZone;
  const read = async (raw: EventRaw) => {
    const { fields, errors } = checkEvent(raw, await siteZone());
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
      const created = await saving(fields.slug, () => repository.create({ ...fields, authorId: actor.id, sequence: 0 }));
      await recordChange(null, created, actor);
      return created;
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
      const updated = await saving(fields.slug, () => repository.update(id, next));
      await recordChange(previous, updated, actor);
      return updated;
    },

    async remove(id, actor) {
      const removed = found(await repository.remove(id), missing);
      await recordChange(removed, removed, actor, true);
      return removed;
    },

    async importCsv(text, actor) {
      const zone = await siteZone();
      const { good, bad } = readSluggedRows(text, {
        columns: EVENT_CSV_COLUMNS,
        maxRows: EVENT_IMPORT_MAX_ROWS,
        texts: { empty: EVENT_MESSAGES.importEmpty, unknownColumns: EVENT_MESSAGES.importUnknownColumns, tooMany: EVENT_MESSAGES.importTooMany },
        taken: await repository.slugs(),
        slugTaken: EVENT_MESSAGES.importSlugTaken,
        read: rowToEvent,
        slugFrom: (raw) => String(raw.title),
        fallback: 'event',
        validate: (raw) => checkEvent(raw, zone),
        byColumn,
      });
      const courtIds = [...new Set(good.flatMap(({ fields }) => (fields.courtId === null ? [] : [fields.courtId])))];
      const courts = new Set((await Promise.all(courtIds.map(async (id) => ((await courtOf(id)) ? id : null)))).filter((id) => id !== null));
      for (const { line, fields } of good) {
        if (fields.courtId !== null && !courts.has(fields.courtId)) bad.push(badRow(line, { courtId: EVENT_MESSAGES.courtUnknown }));
      }
      refuseBadRows(bad);
      // Imported events are the importer's drafts, for an editor to publish.
      const events = good.map(({ fields }) => ({ ...fields, description: sanitizePostHtml(fields.description), publication: 'draft' as const, authorId: actor.id, sequence: 0 }));
      return (await repository.createMany(events)).length;
    },

    async search(query) {
      const near = query.near === undefined ? undefined : resolvePlace(query.near);
      const timeZone = await siteZone();
      const { from, to } = window(query, timeZone);
      const key = `events:list:${JSON.stringify([query.kind, query.skill, from, to, near && [near.lat, near.lng], query.miles, query.limit])}`;
      const entry = await cache.cached(
        key,
        async () => {
          const filters: PublicEventQuery = { kind: query.kind, skill: query.skill, near, miles: query.miles };
          const start = Math.max(now(), DateTime.fromISO(from, { zone: timeZone }).toMillis());
          const end = DateTime.fromISO(to, { zone: timeZone }).plus({ days: 1 }).toMillis();
          const listed = publicOccurrences(await placed(), filters, timeZone, start, end);
          const { items, nextFrom } = query.limit === undefined ? { items: listed } : firstDays(listed, query.limit);
          return { contentType: JSON_TYPE, body: JSON.stringify({ timeZone, ...(near ? { place: near.label } : {}), items, ...(nextFrom ? { nextFrom } : {}) }) };
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
          const site = await settings.site();
          const shown = publicEvent(event, site.timeZone, now(), siteUrl);
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
          const site = await settings.site();
          return { contentType: CALENDAR_TYPE, body: eventCalendar(chosen, { zone: site.timeZone, siteUrl, name: `${site.siteTitle} events` }) };
        },
      );
      return { key, entry };
    },

    async upcomingAtCourts(courtIds) {
      const atCourt = new Map<number, PlacedEvent[]>(courtIds.map((id) => [id, []]));
      for (const placedEvent of await placed()) atCourt.get(placedEvent.place.courtId ?? NaN)?.push(placedEvent);
      const [start, timeZone] = [now(), await siteZone()];
      const until = (days: number) => DateTime.fromMillis(start, { zone: timeZone }).plus({ days }).toMillis();
      const byCourt = new Map<number, PublicEventOccurrence[]>();
      let validUntil = Infinity;
      for (const [courtId, events] of atCourt) {
        const next = (days: number) => publicOccurrences(events, {}, timeZone, start, until(days)).filter((item) => !item.cancelled);
        // Most courts fill their three in the next two weeks; expanding less is much cheaper.
        const soon = events.length === 0 ? [] : next(SOON_DAYS);
        const coming = (soon.length >= SESSIONS_PER_COURT || events.length === 0 ? soon : next(DEFAULT_DAYS)).slice(0, SESSIONS_PER_COURT);
        byCourt.set(courtId, coming);
        validUntil = Math.min(validUntil, ...coming.map((item) => Date.parse(item.end)));
      }
      return { timeZone, byCourt, ...(validUntil === Infinity ? {} : { validUntil }) };
    },

    between: async (from, to) => publicOccurrences(await placed(), {}, await siteZone(), from, to).filter((item) => !item.cancelled),

    async upcomingEvents(at) {
      const timeZone = await siteZone();
      return (await placed()).flatMap((placedEvent): UpcomingEvent[] => {
        if (placedEvent.event.status === 'cancelled') return [];
        const lastEnd = lastHeldEnd(placedEvent.event, timeZone);
        return lastEnd !== undefined && lastEnd > at ? [{ ...placedEvent, lastEnd }] : [];
      });
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
  function window(query: PublicEventSearch, timeZone: string): { from: string; to: string } {
    const from = query.from ?? DateTime.fromMillis(now(), { zone: timeZone }).toISODate()!;
    const to = query.to ?? DateTime.fromISO(from, { zone: timeZone }).plus({ days: DEFAULT_DAYS }).toISODate()!;
    if (to < from) throw queryProblem('to', EVENT_MESSAGES.toBeforeFrom);
    if (DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days > MAX_DAYS) throw queryProblem('to', EVENT_MESSAGES.rangeTooLong);
    return { from, to };
  }
}
