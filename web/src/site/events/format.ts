import { EVENT_KIND_LABELS } from '../../../../common/events.ts';

/** "Tue, Dec 1, 6:00 PM" in the site's time zone, from an ISO time with its offset. */
export function formatWhen(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** "8:00 PM" in the site's time zone. */
export function formatTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

export const kindLabel = (kind: string) => EVENT_KIND_LABELS[kind as keyof typeof EVENT_KIND_LABELS] ?? kind;
export const skillLabel = (levels: readonly string[]) => (levels.includes('all') ? 'All levels' : levels.join(', '));
export const costLabel = (cents: number | undefined) => (cents === undefined ? '' : cents === 0 ? 'Free' : `$${(cents / 100).toFixed(2)}`);
