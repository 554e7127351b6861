import type { Request, Response } from 'express';
import fresh from 'fresh';
import { appContext } from '../context.ts';
import { acceptsGzip } from './acceptsGzip.ts';
import { gzippedBody, type CachedBody } from './cachedBody.ts';
import { markShared } from './readLimit.ts';

/** Public bodies may be kept by browsers and proxies, but must be revalidated each time. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Sends a cached body with its precomputed strong ETag: 304 when the client holds it, gzipped when
 * the client accepts it. A 200 is remembered by the app's public cache, so the next identical GET skips Express
 * (routeMemory.ts).
 */
export function sendCached(req: Request, res: Response, key: string, entry: CachedBody, cacheControl = PUBLIC_CACHE_CONTROL): void {
  res.status(entry.status);
  res.setHeader('Cache-Control', entry.status === 200 ? cacheControl : 'no-cache');
  res.setHeader('ETag', entry.etag);
  res.setHeader('Content-Type', entry.contentType);
  res.vary('Accept-Encoding');
  const cache = appContext(req).publicCache;
  if (entry.status === 200) {
    cache.routes.remember(req, res, key, entry);
    if (!cache.firstSendOf(entry)) markShared(res);
  }
  if (entry.status === 200 && fresh(req.headers, { etag: entry.etag })) {
    res.status(304).end();
    return;
  }
  const gzipped = acceptsGzip(req.headers['accept-encoding']) ? gzippedBody(entry) : undefined;
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', String((gzipped ?? entry.bytes).length));
  res.end(req.method === 'HEAD' ? undefined : (gzipped ?? entry.bytes));
}

/** An old slug of a renamed post: a permanent redirect to the path the post has now. */
export function sendRenamed(res: Response, location: string): void {
  res.status(301).setHeader('Cache-Control', 'no-cache');
  res.setHeader('Location', location);
  res.end();
}
