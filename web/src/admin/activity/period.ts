import { DateTime } from 'luxon';
import type { ActivityExportData } from '../../../../codegen/hey-api/types.gen.ts';
import { apiUrl } from '../dataProvider/apiUrl.ts';

/*
 * The list's period filter holds instants (ISO 8601); the admin picks days of the site's time zone
 * (a setting): `from` is the start of its day, `to` the start of the day after (excluded by the API).
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function dayStart(day: string, zone: string): string | undefined {
  if (!DAY.test(day)) return undefined;
  const start = DateTime.fromISO(day, { zone });
  return start.isValid ? start.toUTC().toISO()! : undefined;
}

export function dayAfter(day: string, zone: string): string | undefined {
  if (!DAY.test(day)) return undefined;
  const next = DateTime.fromISO(day, { zone }).plus({ days: 1 });
  return next.isValid ? next.toUTC().toISO()! : undefined;
}

/** The day a date input shows for a filter instant: `from`'s own day, `to`'s day before. */
export function dayOf(instant: string | undefined, bound: 'from' | 'to', zone: string): string {
  if (!instant) return '';
  const time = DateTime.fromISO(instant, { zone });
  if (!time.isValid) return '';
  return (bound === 'to' ? time.minus({ days: 1 }) : time).toISODate()!;
}

/** The export's address, with the filters the list shows. */
export function exportUrl(filter: Record<string, unknown>): string {
  const kept = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
  return apiUrl<ActivityExportData>('/api/activity/export.csv', Object.keys(kept).length === 0 ? undefined : { filter: JSON.stringify(kept) });
}
