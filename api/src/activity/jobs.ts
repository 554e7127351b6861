import type { Logger } from '../logger.ts';
import { runPeriodically, type Periodic } from '../periodic.ts';
import type { ActivityService } from './service.ts';

/** The retention purge runs at start and then once a day (FerretDB v1 has no TTL index). */
export const ACTIVITY_PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Removes entries past their retention now and daily; returns a function that stops the timer. */
export function startActivityPurge(activity: Pick<ActivityService, 'purge'>, logger: Pick<Logger, 'info' | 'warn'>, intervalMs = ACTIVITY_PURGE_INTERVAL_MS): Periodic {
  return runPeriodically(
    async () => {
      const removed = await activity.purge();
      if (removed > 0) logger.info({ removed }, 'removed activity log entries past their retention');
    },
    intervalMs,
    (error) => logger.warn({ err: error }, 'could not remove old activity log entries'),
  );
}
