import { EVENT_KINDS, EVENT_MAX_SERIES_DAYS, EVENT_MESSAGES, EVENT_PUBLICATIONS, EVENT_STATUSES, SKILL_LEVELS, WEEKDAYS } from '../../../common/events.ts';
import { longerThan } from '../../../common/characters.ts';
import { slugError } from '../http/slug.ts';
import type { EventFields, EventKind, EventMove, EventPublication, EventStatus, SkillLevel } from './event.ts';
import { localTime, minutesBetween, seriesDays } from './occurrences.ts';

/** An event as sent. */
export type EventRaw = Record<string, unknown>;
type Errors = Record<string, string>;
/** The fields a staff member sends; the service adds the author and the sequence. */
export type EventInputFields = Omit<EventFields, 'authorId' | 'sequence'>;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const absent = (value: unknown) => value === undefined || value === null || value === '';
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);
const DAY_MINUTES = 24 * 60;

/** A calendar day as YYYY-MM-DD that exists. */
function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Registration happens on a secure page: https only. */
function isHttpsAddress(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function readText(raw: EventRaw, field: string, max: number, errors: Errors): string {
  const value = textOf(raw[field]);
  if (longerThan(value, max)) errors[field] = EVENT_MESSAGES.tooLong(max);
  return value;
}

function readWholeNumber(raw: EventRaw, field: string, min: number, max: number, message: string, errors: Errors): number | null {
  const value = absent(raw[field]) ? null : raw[field];
  if (value !== null && !(typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max)) errors[field] = message;
  return value as number | null;
}

/** The weekly rule and its exceptions: each exception names a day the series falls on, once. */
function readSeries(raw: EventRaw, start: string, zone: string, errors: Errors): Pick<EventInputFields, 'recurrence' | 'exceptions'> {
  const none = { recurrence: null, exceptions: { cancelled: [], moved: [] } };
  const sent = (raw.exceptions ?? {}) as Record<string, unknown>;
  const cancelled = Array.isArray(sent.cancelled) ? (sent.cancelled as unknown[]) : [];
  const moved = Array.isArray(sent.moved) ? (sent.moved as unknown[]) : [];
  if (absent(raw.recurrence)) {
    if (cancelled.length + moved.length > 0) errors.exceptions = EVENT_MESSAGES.exceptionWithoutSeries;
    return none;
  }
  const { days, until } = raw.recurrence as Record<string, unknown>;
  if (!Array.isArray(days) || days.length === 0 || !days.every((day) => isOneOf(WEEKDAYS, day)) || new Set(days).size !== days.length) {
    errors['recurrence.days'] = EVENT_MESSAGES.daysInvalid;
    return none;
  }
  const first = localTime(start, zone);
  if (!first) return none;
  const last = first.plus({ days: EVENT_MAX_SERIES_DAYS }).toISODate()!;
  if (!isDay(until) || until <= first.toISODate()! || until > last) {
    errors['recurrence.until'] = EVENT_MESSAGES.untilInvalid;
    return none;
  }
  const recurrence = { days: WEEKDAYS.filter((day) => days.includes(day)), until };
  const inSeries = new Set(seriesDays(first, recurrence));
  const named = [...cancelled, ...moved.map((move) => (move as Record<string, unknown> | null)?.date)];
  const movesOk = moved.every((move) => move !== null && typeof move === 'object' && localTime(textOf((move as Record<string, unknown>).start), zone));
  if (!named.every((date) => isDay(date) && inSeries.has(date)) || new Set(named).size !== named.length || !movesOk) {
    errors.exceptions = EVENT_MESSAGES.exceptionInvalid;
    return none;
  }
  const moves = moved.map((move) => ({ date: (move as EventMove).date, start: textOf((move as EventMove).start) }));
  return { recurrence, exceptions: { cancelled: [...(cancelled as string[])].sort(), moved: moves.sort((a, b) => a.date.localeCompare(b.date)) } };
}

/**
 * Checks one event field by field. Start and end are wall-clock times in `zone`; the end follows
 * the start within a day. A place is a court (the service checks it exists) or an address.
 */
export function checkEvent(raw: EventRaw, zone: string): { fields?: EventInputFields; errors: Errors } {
  const errors: Errors = {};
  const kind = raw.kind;
  if (!isOneOf(EVENT_KINDS, kind)) errors.kind = EVENT_MESSAGES.kindInvalid;
  const title = readText(raw, 'title', 200, errors);
  if (!title && !errors.title) errors.title = EVENT_MESSAGES.titleRequired;
  // Slugs are compared in lower case: one page whatever the case.
  const slug = textOf(raw.slug).toLowerCase();
  const badSlug = slugError(slug) ?? (longerThan(slug, 120) ? EVENT_MESSAGES.tooLong(120) : undefined);
  if (badSlug) errors.slug = badSlug;
  const description = typeof raw.description === 'string' ? raw.description : '';
  if (longerThan(description, 100_000)) errors.description = EVENT_MESSAGES.tooLong(100_000);

  const start = textOf(raw.start);
  const end = textOf(raw.end);
  const [startTime, endTime] = [localTime(start, zone), localTime(end, zone)];
  if (!startTime) errors.start = EVENT_MESSAGES.localTimeInvalid;
  if (!endTime) errors.end = EVENT_MESSAGES.localTimeInvalid;
  else if (startTime && !(minutesBetween(startTime, endTime) > 0 && minutesBetween(startTime, endTime) <= DAY_MINUTES)) errors.end = EVENT_MESSAGES.endBeforeStart;
  const series = readSeries(raw, start, zone, errors);

  const courtId = absent(raw.courtId) ? null : raw.courtId;
  if (courtId !== null && !(typeof courtId === 'number' && Number.isSafeInteger(courtId) && courtId > 0)) errors.courtId = EVENT_MESSAGES.courtUnknown;
  const address = readText(raw, 'address', 300, errors);
  if (courtId === null && !address && !errors.address) errors.courtId = EVENT_MESSAGES.placeRequired;

  const skills = absent(raw.skillLevels) ? ['all'] : raw.skillLevels;
  if (!Array.isArray(skills) || skills.length === 0 || !skills.every((level) => isOneOf(SKILL_LEVELS, level)) || new Set(skills).size !== skills.length) errors.skillLevels = EVENT_MESSAGES.skillInvalid;
  const costCents = readWholeNumber(raw, 'costCents', 0, 10_000_000, EVENT_MESSAGES.costInvalid, errors);
  const capacity = readWholeNumber(raw, 'capacity', 1, 10_000, EVENT_MESSAGES.capacityInvalid, errors);
  const registrationUrl = readText(raw, 'registrationUrl', 2000, errors);
  if (registrationUrl && !isHttpsAddress(registrationUrl)) errors.registrationUrl = EVENT_MESSAGES.registrationUrlInvalid;
  const organizerName = readText(raw, 'organizerName', 200, errors);
  const organizerContact = readText(raw, 'organizerContact', 200, errors);

  const status = absent(raw.status) ? 'scheduled' : raw.status;
  if (!isOneOf(EVENT_STATUSES, status)) errors.status = EVENT_MESSAGES.statusInvalid;
  const previousStart = absent(raw.previousStart) ? null : textOf(raw.previousStart);
  if (previousStart !== null && !localTime(previousStart, zone)) errors.previousStart = EVENT_MESSAGES.localTimeInvalid;
  else if (status === 'moved' && previousStart === null) errors.previousStart = EVENT_MESSAGES.previousStartRequired;
  const publication = absent(raw.publication) ? 'draft' : raw.publication;
  if (!isOneOf(EVENT_PUBLICATIONS, publication)) errors.publication = EVENT_MESSAGES.publicationInvalid;

  if (Object.keys(errors).length > 0) return { errors };
  const levels = SKILL_LEVELS.filter((level) => (skills as string[]).includes(level));
  return {
    errors,
    fields: {
      kind: kind as EventKind,
      title,
      slug,
      description,
      start,
      end,
      ...series,
      courtId: courtId as number | null,
      address,
      skillLevels: levels as SkillLevel[],
      costCents,
      capacity,
      registrationUrl,
      organizerName,
      organizerContact,
      status: status as EventStatus,
      previousStart: status === 'moved' ? previousStart : null,
      publication: publication as EventPublication,
    },
  };
}
