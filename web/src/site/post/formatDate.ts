const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A publish date as readers see it, e.g. 'May 15, 2023'; '' for a missing or invalid date. In UTC,
 * so the server's HTML and the browser's render agree wherever the reader is. Spelled out by hand:
 * a page's first Intl.DateTimeFormat loads the browser's locale data, a long task on a phone.
 */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
