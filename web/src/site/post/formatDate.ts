// In UTC, so the server's HTML and the browser's render agree wherever the reader is.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A publish date as readers see it, e.g. 'May 15, 2023'; '' for a missing or invalid date. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : LONG_DATE.format(date);
}
