import { DateTime } from 'luxon';
import { EVENT_MAX_OCCURRENCES, WEEKDAYS } from '../../../common/events.ts';
import type { EventExceptions, EventRecurrence } from './event.ts';

/** What expansion reads of an event: its first local start and end, its weekly rule and exceptions. */
export interface Schedule {
  start: string;
  end: string;
  recurrence: EventRecurrence;
  exceptions: Required<NonNullable<EventExceptions>>;
}

/** One occurrence of an event. `date` is its day in the series (the key of its exception). */
export interface Occurrence {
  date: string;
  start: DateTime;
  end: DateTime;
  cancelled: boolean;
  /** Where a moved occurrence was to start. */
  movedFrom?: DateTime;
}

const MINUTE_MS = 60_000;

/** A wall-clock date and time (YYYY-MM-DDTHH:MM) in `zone`, or undefined when it is not one. */
export function localTime(text: string, zone: string): DateTime | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return undefined;
  const time = DateTime.fromISO(text, { zone });
  return time.isValid ? time : undefined;
}

/** Luxon's weekday (1 = Monday) of each `mo`..`su`. */
const weekdayNumber = (day: string) => WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]) + 1;

/** The days (YYYY-MM-DD) a weekly series falls on, from its first start's day through `until`. */
export function seriesDays(start: DateTime, recurrence: NonNullable<EventRecurrence>): string[] {
  const wanted = new Set(recurrence.days.map(weekdayNumber));
  const days: string[] = [];
  for (let day = start.startOf('day'); day.toISODate()! <= recurrence.until && days.length < EVENT_MAX_OCCURRENCES; day = day.plus({ days: 1 })) {
    if (wanted.has(day.weekday)) days.push(day.toISODate()!);
  }
  return days;
}

/**
 * Every occurrence of a schedule, in order of start. Each keeps the first one's wall-clock time
 * in `zone` (18:00 stays 18:00 across a daylight-saving change) and its length; a cancelled date
 * is kept and flagged, a moved one starts at its new local time.
 */
export function expandOccurrences(schedule: Schedule, zone: string): Occurrence[] {
  const first = localTime(schedule.start, zone);
  const firstEnd = localTime(schedule.end, zone);
  if (!first || !firstEnd) return [];
  const lengthMs = firstEnd.toMillis() - first.toMillis();
  if (!schedule.recurrence) return [{ date: first.toISODate()!, start: first, end: firstEnd, cancelled: false }];
  const cancelled = new Set(schedule.exceptions.cancelled);
  const moved = new Map(schedule.exceptions.moved.map((move) => [move.date, move.start]));
  const wallClock = schedule.start.slice(10);
  const occurrences = seriesDays(first, schedule.recurrence).map((date): Occurrence => {
    const planned = DateTime.fromISO(`${date}${wallClock}`, { zone });
    const newStart = moved.get(date);
    const start = newStart ? (localTime(newStart, zone) ?? planned) : planned;
    const occurrence: Occurrence = { date, start, end: start.plus({ milliseconds: lengthMs }), cancelled: cancelled.has(date) };
    if (newStart) occurrence.movedFrom = planned;
    return occurrence;
  });
  return occurrences.sort((a, b) => a.start.toMillis() - b.start.toMillis() || a.date.localeCompare(b.date));
}

/** The occurrences that have not ended by `from` and start before `to` (times in milliseconds). */
export function occurrencesBetween(schedule: Schedule, zone: string, from: number, to: number): Occurrence[] {
  return expandOccurrences(schedule, zone).filter((occurrence) => occurrence.end.toMillis() > from && occurrence.start.toMillis() < to);
}

/** The minutes between two local times (negative when `end` is first). */
export const minutesBetween = (start: DateTime, end: DateTime) => (end.toMillis() - start.toMillis()) / MINUTE_MS;
