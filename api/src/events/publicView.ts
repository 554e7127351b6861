import type { DateTime } from 'luxon';
import type { PublicEvent, PublicEventOccurrence, PublicEventPlace } from '../../../codegen/hey-api/types.gen.ts';
import { distanceMiles, type Point } from '../courts/geo.ts';
import { zipCentre } from '../courts/places.ts';
import type { Court } from '../courts/court.ts';
import type { Event, EventKind, SkillLevel } from './event.ts';
import { expandOccurrences, localTime, occurrencesBetween, type Occurrence } from './occurrences.ts';

/** What a visitor may narrow the events by. `from` and `to` are instants in milliseconds. */
export interface PublicEventQuery {
  kind?: EventKind;
  skill?: SkillLevel;
  near?: Point;
  miles?: number;
  courtId?: number;
}

/** A published event with its place, ready for the public reads. */
export interface PlacedEvent {
  event: Event;
  place: PublicEventPlace;
}

const MAX_LISTED = 500;
const MAX_ON_PAGE = 20;
const ZIP_IN_ADDRESS = /\b(\d{5})(?:-\d{4})?\b(?!.*\b\d{5}\b)/;

/** A map of the place: its point when known, else a search for its address. */
function mapUrl(place: { address: string; lat?: number; lng?: number }): string {
  if (place.lat !== undefined && place.lng !== undefined) return `https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lng}#map=16/${place.lat}/${place.lng}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place.address)}`;
}

/** Where an event happens: its court (name, address, point) or its address, placed at the centre of its ZIP code when it has one. */
export function placeOf(event: Event, court: Court | null): PublicEventPlace {
  if (court) {
    const address = [court.address, `${court.city}, ${court.state} ${court.zip}`].filter(Boolean).join(', ');
    const place = { name: court.name, address, courtId: court.id, lat: court.lat, lng: court.lng };
    return { ...place, mapUrl: mapUrl(place) };
  }
  const zip = ZIP_IN_ADDRESS.exec(event.address)?.[1];
  const centre = zip ? zipCentre(zip) : undefined;
  const place = { name: event.address, address: event.address, ...(centre ? { lat: centre.lat, lng: centre.lng } : {}) };
  return { ...place, mapUrl: mapUrl(place) };
}

/** Whether an event passes the filters; with `near`, its distance in miles. */
function matches({ event, place }: PlacedEvent, query: PublicEventQuery): { distance?: number } | undefined {
  if (query.kind && event.kind !== query.kind) return undefined;
  if (query.skill && !event.skillLevels.includes(query.skill) && !event.skillLevels.includes('all')) return undefined;
  if (query.courtId !== undefined && place.courtId !== query.courtId) return undefined;
  if (!query.near) return {};
  if (place.lat === undefined || place.lng === undefined) return undefined;
  const distance = distanceMiles(query.near, { lat: place.lat, lng: place.lng });
  return distance <= (query.miles ?? 25) ? { distance: Math.round(distance * 10) / 10 } : undefined;
}

/** The events that pass the filters. */
export const filterEvents = (events: PlacedEvent[], query: PublicEventQuery) => events.filter((placed) => matches(placed, query) !== undefined);

const iso = (time: DateTime) => time.toISO({ suppressMilliseconds: true })!;

function occurrenceItem({ event, place }: PlacedEvent, occurrence: Occurrence, distance?: number): PublicEventOccurrence {
  const item: PublicEventOccurrence = {
    slug: event.slug,
    title: event.title,
    kind: event.kind,
    date: occurrence.date,
    start: iso(occurrence.start),
    end: iso(occurrence.end),
    // A cancelled event cancels each of its occurrences.
    cancelled: occurrence.cancelled || event.status === 'cancelled',
    status: event.status,
    skillLevels: event.skillLevels,
    place,
  };
  if (occurrence.movedFrom) item.movedFrom = iso(occurrence.movedFrom);
  if (event.costCents !== null) item.costCents = event.costCents;
  if (distance !== undefined) item.distanceMiles = distance;
  return item;
}

/** The occurrences between `from` and `to` of the events that pass the filters, soonest first. */
export function publicOccurrences(events: PlacedEvent[], query: PublicEventQuery, zone: string, from: number, to: number): PublicEventOccurrence[] {
  return events
    .flatMap((placed) => {
      const match = matches(placed, query);
      if (!match) return [];
      return occurrencesBetween(placed.event, zone, from, to).map((occurrence) => ({ occurrence, item: occurrenceItem(placed, occurrence, match.distance) }));
    })
    .sort((a, b) => a.occurrence.start.toMillis() - b.occurrence.start.toMillis() || a.item.title.localeCompare(b.item.title))
    .slice(0, MAX_LISTED)
    .map(({ item }) => item);
}

/** An occurrence's day in the site's zone: its start carries that zone's offset. */
const dayOf = (item: PublicEventOccurrence) => item.start.slice(0, 10);

/**
 * The first `limit` occurrences (soonest first), ending with a whole day so no day is split
 * between pages; `nextFrom` is the day the rest begin. A day holding more than `limit` is listed
 * whole, and the rest begin the day after.
 */
export function firstDays(items: PublicEventOccurrence[], limit: number): { items: PublicEventOccurrence[]; nextFrom?: string } {
  if (items.length <= limit) return { items };
  const cut = dayOf(items[limit]!);
  const whole = items.slice(0, limit).filter((item) => dayOf(item) !== cut);
  if (whole.length > 0) return { items: whole, nextFrom: cut };
  const next = new Date(Date.parse(`${cut}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { items: items.filter((item) => dayOf(item) === cut), nextFrom: next };
}

const EVENT_STATUS_URLS = {
  scheduled: 'https://schema.org/EventScheduled',
  full: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  moved: 'https://schema.org/EventRescheduled',
} as const;

/** schema.org SportsEvent of one occurrence: eventStatus, previousStartDate when moved, the place, offers only with a price. */
export function structuredData({ event, place }: PlacedEvent, occurrence: PublicEventOccurrence | undefined, pageUrl: string, zone: string): Record<string, unknown> {
  const cancelled = event.status === 'cancelled' || occurrence?.cancelled === true;
  const moved = event.status === 'moved' || occurrence?.movedFrom !== undefined;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: event.title,
    sport: 'Pickleball',
    url: pageUrl,
    eventStatus: cancelled ? EVENT_STATUS_URLS.cancelled : moved ? EVENT_STATUS_URLS.moved : EVENT_STATUS_URLS[event.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: place.name, address: place.address, ...(place.lat !== undefined ? { geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng } } : {}) },
  };
  if (occurrence) {
    data.startDate = occurrence.start;
    data.endDate = occurrence.end;
  }
  const previous = occurrence?.movedFrom ?? (event.status === 'moved' && event.previousStart ? localTime(event.previousStart, zone)?.toISO({ suppressMilliseconds: true }) : undefined);
  if (moved && previous) data.previousStartDate = previous;
  if (event.organizerName) data.organizer = { '@type': 'Organization', name: event.organizerName };
  if (event.costCents !== null && event.costCents > 0) {
    data.offers = { '@type': 'Offer', price: (event.costCents / 100).toFixed(2), priceCurrency: 'USD', url: event.registrationUrl || pageUrl, availability: event.status === 'full' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock' };
  }
  return data;
}

/** One event's public page at `now`: its coming occurrences and its structured data. */
export function publicEvent(placed: PlacedEvent, zone: string, now: number, siteUrl: string): PublicEvent {
  const { event, place } = placed;
  const coming = expandOccurrences(event, zone).filter((occurrence) => occurrence.end.toMillis() > now);
  const occurrences = coming.slice(0, MAX_ON_PAGE).map((occurrence) => occurrenceItem(placed, occurrence));
  const next = occurrences.find((occurrence) => !occurrence.cancelled) ?? occurrences[0];
  const page: PublicEvent = {
    slug: event.slug,
    title: event.title,
    kind: event.kind,
    description: event.description,
    status: event.status,
    skillLevels: event.skillLevels,
    registrationUrl: event.registrationUrl,
    organizerName: event.organizerName,
    organizerContact: event.organizerContact,
    place,
    timeZone: zone,
    occurrences,
    calendarUrl: `/events.ics?event=${event.slug}`,
    structuredData: structuredData(placed, next, `${siteUrl}/events/${event.slug}`, zone),
  };
  if (event.recurrence) page.weekly = event.recurrence;
  if (event.costCents !== null) page.costCents = event.costCents;
  if (event.capacity !== null) page.capacity = event.capacity;
  return page;
}
