import type { RequestListener } from 'node:http';
import type { Express } from 'express';
import type { Logger } from '../logger.ts';
import { answerFromCache } from '../public/fastPath.ts';

/**
 * What the HTTP server runs for each request: repeats of public reads that the app already
 * validated and cached are answered from memory before Express sets up its request and response
 * objects (most of the cost of a cache hit); everything else goes to the app.
 */
export function requestListener(app: Express, logger: Logger): RequestListener {
  return (req, res) => {
    if (!answerFromCache(req, res, logger)) app(req, res);
  };
}
