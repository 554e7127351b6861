import type { RequestListener } from 'node:http';
import type { Express } from 'express';
import type { Logger } from '../logger.ts';
import type { AppContext } from './context.ts';

/**
 * What the HTTP server runs for each request: repeats of public reads that the app already
 * validated and cached are answered by the app's public cache before Express sets up its request
 * and response objects (most of the cost of a cache hit); everything else goes to the app.
 */
export function requestListener(app: Express, logger: Logger): RequestListener {
  const { routes } = (app.locals.context as AppContext).publicCache;
  return (req, res) => {
    if (!routes.answer(req, res, logger)) app(req, res);
  };
}
