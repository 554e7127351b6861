import type { RequestListener } from 'node:http';
import type { Express } from 'express';
import { pageViewObserver } from './analytics/pageViews.ts';
import type { Logger } from './logger.ts';
import type { AppContext } from './context.ts';

/**
 * What the HTTP server runs for each request: repeats of public reads that the app already
 * validated and cached are answered by the app's public cache before Express sets up its request
 * and response objects (most of the cost of a cache hit); everything else goes to the app.
 */
export function requestListener(app: Express, logger: Logger): RequestListener {
  const context = app.locals.context as AppContext;
  const { routes } = context.publicCache;
  // Public page views and court searches are counted however they are answered.
  const observe = pageViewObserver({
    analytics: context.analytics,
    courts: context.courts,
    staffOf: (token) => context.sessions.userOf(token),
    trustProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
    onError: (error) => logger.warn({ err: error }, 'could not count a page view'),
  });
  return (req, res) => {
    const answered = routes.answer(req, res, logger);
    observe(req, res);
    if (!answered) app(req, res);
  };
}
