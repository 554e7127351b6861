/**
 * The list's period filter holds instants (ISO 8601), the admin picks days in their own time zone:
 * `from` is the start of its day, `to` the start of the day after (excluded by the API).
 */
export function dayStart(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toISOString();
}

export function dayAfter(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + 1).toISOString();
}

const localDay = (time: Date) => `${time.getFullYear()}-${String(time.getMonth() + 1).padStart(2, '0')}-${String(time.getDate()).padStart(2, '0')}`;

/** The day a date input shows for a filter instant: `from`'s own day, `to`'s day before. */
export function dayOf(instant: string | undefined, bound: 'from' | 'to'): string {
  if (!instant) return '';
  const time = new Date(instant);
  if (Number.isNaN(time.getTime())) return '';
  if (bound === 'to') time.setDate(time.getDate() - 1);
  return localDay(time);
}

/** The export's address, with the filters the list shows. */
export function exportUrl(filter: Record<string, unknown>): string {
  const kept = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
  return Object.keys(kept).length === 0 ? '/api/activity/export.csv' : `/api/activity/export.csv?filter=${encodeURIComponent(JSON.stringify(kept))}`;
}
