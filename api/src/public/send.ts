import type { Request, Response } from 'express';
import fresh from 'fresh';
import { appContext } from '../context.ts';
import { bytesOf, codingFor, etagOf, type CachedBody } from './cachedBody.ts';
import { markShared } from './readLimit.ts';

/** Public bodies may be kept by browsers and proxies, but must be revalidated each time. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Sends a cached body with its strong ETag: 304 when the client holds it, compressed (Brotli or
 * gzip, each with an ETag of its own) when the client accepts it. A 200 is remembered by the app's
 * public cache, so the next identical GET skips Express (routeMemory.ts).
 */
export function sendCached(req: Request, res: Response, key: string, entry: CachedBody, cacheControl = PUBLIC_CACHE_CONTROL): void {
  const coding = codingFor(entry, req.headers['accept-encoding']);
  const etag = etagOf(entry, coding);
  res.status(entry.status);
  res.setHeader('Cache-Control', entry.status === 200 ? cacheControl : 'no-cache');
  res.setHeader('ETag', etag);
  res.setHeader('Content-Type', entry.contentType);
  res.vary('Accept-Encoding');
  const cache = appContext(req).publicCache;
  if (entry.status === 200) {
    cache.routes.remember(req, res, key, entry);
    if (!cache.firstSendOf(entry)) markShared(res);
  }
  if (entry.status === 200 && fresh(req.headers, { etag })) {
    res.status(304).end();
    return;
  }
  const bytes = bytesOf(entry, coding);
  if (coding) res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', String(bytes.length));
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** An old slug of a renamed post: a permanent redirect to the path the post has now. */
export function sendRenamed(res: Response, location: string): void {
  res.status(301).setHeader('Cache-Control', 'no-cache');
  res.setHeader('Location', location);
  res.end();
}
