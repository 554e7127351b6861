import type { ActivityService } from '../activity/service.ts';
import { createBatcher } from './batcher.ts';
import type { CountRepository } from './repository/countRepository.ts';
import type { SaltRepository } from './repository/saltRepository.ts';
import { createAnalyticsService, type AnalyticsDeps, type AnalyticsService } from './service.ts';
import { createViewLimit } from './viewLimit.ts';
import { createVisitorIds } from './visitors.ts';

/** How often gathered counts are written: a crash loses at most this much counting. */
export const FLUSH_INTERVAL_MS = 10_000;

export interface Analytics extends AnalyticsService {
  /** Writes what is gathered and stops the timer (at shutdown). */
  stop(): Promise<void>;
}

/** The analytics service over its repositories, with its batch writer running. */
export function setUpAnalytics(deps: {
  repository: CountRepository;
  salts: SaltRepository;
  siteUrl: string;
  onError: (error: unknown) => void;
  flushIntervalMs?: number;
  /** Views counted per client address a minute: the public read limit's number. */
  viewsPerMinute: number;
  pageExists: (path: string) => Promise<boolean>;
  commentsPerPost?: AnalyticsDeps['commentsPerPost'];
  activity: Pick<ActivityService, 'record'>;
}): Analytics {
  const { repository, salts, siteUrl, onError, flushIntervalMs = FLUSH_INTERVAL_MS, viewsPerMinute, pageExists, activity, commentsPerPost } = deps;
  const batcher = createBatcher({ write: (rows) => repository.add(rows), intervalMs: flushIntervalMs, onError });
  batcher.start();
  const service = createAnalyticsService({ repository, batcher, visitors: createVisitorIds(salts, siteUrl), siteHost: new URL(siteUrl).hostname, viewLimit: createViewLimit(viewsPerMinute), pageExists, activity, commentsPerPost });
  // The stored counts are read at start-up, and the screen's usual periods summed, not on the first report.
  if (repository.load) repository.load().then(() => service.warm()).catch(onError);
  return { ...service, stop: () => batcher.stop() };
}
