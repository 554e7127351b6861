import type { RequestHandler, Response } from 'express';
import { isAppFetch } from '../http/appFetch.ts';
import { addressLimiter } from '../http/addressLimit.ts';

const WINDOW_MS = 60_000;
const MESSAGE = 'Too many requests from your address. Please wait a minute and try again.';

/** Responses sent from a body computed for another request. */
const shared = new WeakSet<Response>();

/** Marks a 200 sent from a cached body this request did not compute: it is given back to the count once sent. */
export function markShared(res: Response): void {
  shared.add(res);
}

/**
 * Public reads and pages that reach the app (cache misses: a new URL, a page that does not exist)
 * are counted per address; past `limit` a minute they get 429 before any work is done. Repeats of
 * cached pages are answered before the app (public/routeMemory.ts) and never count, nor do the
 * reads a page makes of the API while it is rendered (they are part of the page's request). A
 * crowd asking for one new URL at once shares one computation, so only one of them stays counted.
 * Mounted on the public API, the feeds and the rendered pages, one count for all of them.
 */
export function publicReadLimit(limit: number): RequestHandler {
  return addressLimiter({
    windowMs: WINDOW_MS,
    limit,
    message: MESSAGE,
    skip: (req) => (req.method !== 'GET' && req.method !== 'HEAD') || isAppFetch(req),
    uncount: (_req, res) => shared.has(res),
  });
}
