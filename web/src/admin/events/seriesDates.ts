import { WEEKDAYS } from '../../../../common/events.ts';

const DAY_MS = 86_400_000;

/** The next `count` days (YYYY-MM-DD) a weekly series falls on, from `today` (or its first day, if later) through `until`. */
export function nextSeriesDates(start: string, days: readonly string[], until: string, today: string, count: number): string[] {
  const first = start.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(first) || !/^\d{4}-\d{2}-\d{2}$/.test(until) || days.length === 0) return [];
  const wanted = new Set(days.map((day) => WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number])));
  const found: string[] = [];
  // Calendar days counted in UTC: a date has no zone.
  for (let day = Date.parse(`${first > today ? first : today}T00:00:00Z`); found.length < count; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (date > until) break;
    if (wanted.has((new Date(day).getUTCDay() + 6) % 7)) found.push(date);
  }
  return found;
}

/** Today's date in `timeZone` (the site's), as YYYY-MM-DD. */
export const todayIn = (timeZone: string, now = new Date()) => now.toLocaleDateString('en-CA', { timeZone });
