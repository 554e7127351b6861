import ical, { ICalEventRepeatingFreq, ICalEventStatus, ICalWeekday } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { plainText } from '../markup/plainText.ts';
import { expandOccurrences, localTime } from './occurrences.ts';
import type { PlacedEvent } from './publicView.ts';

const WEEKDAY_CODES = { mo: ICalWeekday.MO, tu: ICalWeekday.TU, we: ICalWeekday.WE, th: ICalWeekday.TH, fr: ICalWeekday.FR, sa: ICalWeekday.SA, su: ICalWeekday.SU } as const;

/** The zone's VTIMEZONE block, from the IANA data the library ships. */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

/**
 * An iCalendar (RFC 5545) of the events: one VEVENT per event, whose UID never changes and whose
 * SEQUENCE is the event's; a weekly series is an RRULE with its cancelled dates as EXDATE and
 * each moved date as its own VEVENT naming the date it replaces (RECURRENCE-ID). Times are the
 * site's wall-clock times with its TZID and VTIMEZONE, so 18:00 stays 18:00 in every season.
 */
export function eventCalendar(events: PlacedEvent[], { zone, siteUrl, name }: { zone: string; siteUrl: string; name: string }): string {
  const host = new URL(siteUrl).host;
  // No calendar-wide zone: with one the library writes DTSTAMP and UNTIL as local times, where
  // RFC 5545 wants UTC. Each event names the zone, and the generator adds its VTIMEZONE once.
  const calendar = ical({ name, prodId: { company: host, product: 'events', language: 'EN' }, timezone: { name: null, generator: vtimezone } });
  for (const { event, place } of events) {
    const start = localTime(event.start, zone);
    const end = localTime(event.end, zone);
    if (!start || !end) continue;
    const common = {
      id: `event-${event.id}@${host}`,
      sequence: event.sequence,
      stamp: DateTime.fromISO(event.updatedAt, { zone: 'utc' }),
      timezone: zone,
      summary: event.title,
      description: plainText(event.description),
      location: place.name === place.address ? place.address : `${place.name}, ${place.address}`,
      url: `${siteUrl}/events/${event.slug}`,
    };
    const master = calendar.createEvent({ ...common, start, end, status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED });
    if (!event.recurrence) continue;
    const wallClock = event.start.slice(10);
    master.repeating({
      freq: ICalEventRepeatingFreq.WEEKLY,
      byDay: event.recurrence.days.map((day) => WEEKDAY_CODES[day]),
      // With a TZID start, UNTIL is given in UTC: the series' last local day, through its end.
      until: DateTime.fromISO(`${event.recurrence.until}T23:59:59`, { zone }).toUTC(),
      exclude: event.exceptions.cancelled.map((date) => DateTime.fromISO(`${date}${wallClock}`, { zone })),
    });
    for (const occurrence of expandOccurrences(event, zone)) {
      if (!occurrence.movedFrom || occurrence.cancelled) continue;
      calendar.createEvent({ ...common, start: occurrence.start, end: occurrence.end, recurrenceId: occurrence.movedFrom, status: ICalEventStatus.CONFIRMED });
    }
  }
  return calendar.toString();
}
