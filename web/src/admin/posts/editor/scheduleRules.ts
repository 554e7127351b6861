import { SCHEDULE_MESSAGES } from '../../../../../common/messages.ts';

/** The form's values or a saved post: only the status and the publish date are read. */
type Schedule = Record<string, unknown>;

/** The time of a publish date as the form holds it (ISO, "YYYY-MM-DDTHH:mm" or a Date); none when empty or invalid. */
export function timeOf(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const time = (value instanceof Date ? value : new Date(String(value))).getTime();
  return Number.isNaN(time) ? undefined : time;
}

/**
 * The publish date of a scheduled post: required, and to come when the post is scheduled or its
 * date moved (the server's rule); a scheduled post already live keeps its date. `saved` is the
 * post as saved, none for a new one.
 */
export function validateSchedule(saved?: Schedule) {
  return (value: unknown, values: Schedule = {}): string | undefined => {
    if (values.publishStatus !== 'scheduled') return undefined;
    if (value === null || value === undefined || value === '') return SCHEDULE_MESSAGES.needsDate;
    const at = timeOf(value);
    if (at === undefined) return undefined;
    const unchanged = saved?.publishStatus === 'scheduled' && timeOf(saved.publishDate) === at;
    return !unchanged && at <= Date.now() ? SCHEDULE_MESSAGES.needsFutureDate : undefined;
  };
}

/** Set to Published with a date still to come: the editor asks before it saves. */
export function publishesLater(values: Schedule, now = Date.now()): boolean {
  const at = timeOf(values.publishDate);
  return values.publishStatus === 'published' && at !== undefined && at > now;
}
