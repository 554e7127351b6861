import type { Express } from 'express';
import type { AppContext } from '../context.ts';
import type { Logger } from '../logger.ts';
import { startPurge } from './jobs.ts';

/** What the newsletter does on its own once the server runs: the purge of stale sign-ups, and unfinished issues resumed. */
export function startNewsletterJobs(app: Express, logger: Logger): void {
  const { newsletter } = app.locals.context as AppContext;
  startPurge(logger, undefined, undefined, newsletter.subscribers);
  newsletter.sender.resume().catch((error: unknown) => logger.error({ err: error }, 'could not resume newsletter sending'));
}
