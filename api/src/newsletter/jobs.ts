import { NEWSLETTER_PURGE_INTERVAL_MS } from '../../../common/newsletter.ts';
import type { Logger } from '../logger.ts';
import { runPeriodically, type Periodic } from '../periodic.ts';
import { createSubscriberRepository } from './repository/subscriberRepository.ts';
import { purgeUnconfirmed, type SubscriberService } from './subscriberService.ts';

export interface Clock {
  now(): Date;
}

const systemClock: Clock = { now: () => new Date() };

/** The purge on its own, outside an app (the app passes its subscriber service). */
function standalonePurge(): Pick<SubscriberService, 'purgeUnconfirmed'> {
  const repository = createSubscriberRepository();
  return { purgeUnconfirmed: (now) => purgeUnconfirmed(repository, now) };
}

/**
 * Erases unconfirmed sign-ups older than 7 days: once at start, then every hour. The clock is
 * injectable so tests can move time. Returns a function that stops the timer.
 */
export function startPurge(
  logger: Pick<Logger, 'info' | 'warn'>,
  clock: Clock = systemClock,
  intervalMs = NEWSLETTER_PURGE_INTERVAL_MS,
  subscribers: Pick<SubscriberService, 'purgeUnconfirmed'> = standalonePurge(),
): Periodic {
  return runPeriodically(
    async () => {
      const erased = await subscribers.purgeUnconfirmed(clock.now());
      if (erased > 0) logger.info({ erased }, 'erased unconfirmed newsletter sign-ups older than 7 days');
    },
    intervalMs,
    (error) => logger.warn({ err: error }, 'could not erase unconfirmed newsletter sign-ups'),
  );
}
