const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DAY_TIME: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' };
const dayTimeFormats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone asked for ('' is the browser's own). */
function dayTimeFormat(timeZone = ''): Intl.DateTimeFormat {
  let format = dayTimeFormats.get(timeZone);
  if (!format) dayTimeFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', timeZone ? { ...DAY_TIME, timeZone } : DAY_TIME)));
  return format;
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Jan 5, 2024" (the dashboard). */
export function formatDay(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? dayFormat.format(date) : 'N/A';
}

/** "Jan 5, 2024, 3:04 PM" (the posts list), in `timeZone` when given, else the browser's. */
export function formatDayTime(value: string | null | undefined, timeZone?: string): string {
  const date = toDate(value);
  return date ? dayTimeFormat(timeZone).format(date) : 'N/A';
}
