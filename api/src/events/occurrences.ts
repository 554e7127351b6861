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
const DAY_MS = 24 * 60 * MINUTE_MS;
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

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
  // Calendar days counted in UTC (no zone in a date): much cheaper than a zoned time per day.
  for (let day = Date.parse(`${start.toISODate()!}T00:00:00Z`); days.length < EVENT_MAX_OCCURRENCES; day += DAY_MS) {
    const date = new Date(day);
    const text = date.toISOString().slice(0, 10);
    if (text > recurrence.until) break;
    if (wanted.has(((date.getUTCDay() + 6) % 7) + 1)) days.push(text);
  }
  return days;
}

/**
 * Every occurrence of a schedule, in order of start. Each keeps the first one's wall-clock time
 * in `zone` (18:00 stays 18:00 across a daylight-saving change) and its length; a cancelled date
 * is kept and flagged, a moved one starts at its new local time.
 */
export function expandOccurrences(schedule: Schedule, zone: string, near?: { from: number; to: number }): Occurrence[] {
  const first = localTime(schedule.start, zone);
  const firstEnd = localTime(schedule.end, zone);
  if (!first || !firstEnd) return [];
  const lengthMs = firstEnd.toMillis() - first.toMillis();
  if (!schedule.recurrence) return [{ date: first.toISODate()!, start: first, end: firstEnd, cancelled: false }];
  const cancelled = new Set(schedule.exceptions.cancelled);
  const moved = new Map(schedule.exceptions.moved.map((move) => [move.date, move.start]));
  const wallClock = schedule.start.slice(10);
  // Only days that may fall in `near` (a local day starts and ends within two days of its UTC date) or that were moved.
  const [low, high] = near ? [utcDate(near.from - 2 * DAY_MS), utcDate(near.to + 2 * DAY_MS)] : ['', '9999-12-31'];
  const days = seriesDays(first, schedule.recurrence).filter((date) => (date >= low && date <= high) || moved.has(date));
  const occurrences = days.map((date): Occurrence => {
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
  return expandOccurrences(schedule, zone, { from, to }).filter((occurrence) => occurrence.end.toMillis() > from && occurrence.start.toMillis() < to);
}

/** When the last occurrence that is not cancelled ends (milliseconds), without expanding the whole series. */
export function lastHeldEnd(schedule: Schedule, zone: string): number | undefined {
  const first = localTime(schedule.start, zone);
  if (!first) return undefined;
  const cancelled = new Set(schedule.exceptions.cancelled);
  const lastDay = schedule.recurrence ? seriesDays(first, schedule.recurrence).filter((date) => !cancelled.has(date)).at(-1) : first.toISODate()!;
  if (!lastDay) return undefined;
  // That day's occurrence and every moved one (a date may move past it).
  const noon = Date.parse(`${lastDay}T12:00:00Z`);
  const ends = expandOccurrences(schedule, zone, { from: noon, to: noon }).filter((occurrence) => !occurrence.cancelled).map((occurrence) => occurrence.end.toMillis());
  return ends.length > 0 ? Math.max(...ends) : undefined;
}

/** The minutes between two local times (negative when `end` is first). */
export const minutesBetween = (start: DateTime, end: DateTime) => (end.toMillis() - start.toMillis()) / MINUTE_MS;
