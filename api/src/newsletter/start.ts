import type { Express } from 'express';
import type { Logger } from '../logger.ts';
import { startPurge } from './jobs.ts';

/** What the newsletter does on its own once the server runs: the purge of stale sign-ups. */
export function startNewsletterJobs(_app: Express, logger: Logger): void {
  startPurge(logger);
}
