const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dayTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

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

/** "Jan 5, 2024, 3:04 PM" (the posts list). */
export function formatDayTime(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? dayTimeFormat.format(date) : 'N/A';
}
