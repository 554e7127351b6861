import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { Logger } from '../logger.ts';
import { peek } from './cache.ts';

/**
 * Cache hits of public reads without Express at all (see http/requestListener.ts). A request URL is remembered
 * only after the full stack (contract validation included) answered it with 200 from the cache,
 * together with the headers it sent; an identical GET is then answered from memory with those
 * headers while its cache entry is fresh. Anything else (a miss, a stale entry, HEAD, a new URL)
 * takes the normal path.
 */
interface Route {
  key: string;
  /** The full stack's headers as [name, value, ...], without the per-response ones. */
  headers: string[];
  /** The same without Content-Type, for 304. */
  headers304: string[];
}

const MAX_ROUTES = 1000;
const routes = new Map<string, Route>();
/** Set per response; Node adds Date and Connection itself. */
const PER_RESPONSE = new Set(['content-length', 'etag', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Called by a handler after it sent a cached body with 200, so the next identical GET can skip the stack. */
export function rememberRoute(req: Request, res: Response, key: string): void {
  if (req.method !== 'GET' || res.statusCode !== 200 || routes.has(req.originalUrl)) return;
  if (routes.size >= MAX_ROUTES) routes.clear();
  const headers: string[] = [];
  const headers304: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders() as OutgoingHttpHeaders)) {
    if (PER_RESPONSE.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [String(value)]) {
      headers.push(name, one);
      if (name !== 'content-type') headers304.push(name, one);
    }
  }
  routes.set(req.originalUrl, { key, headers, headers304 });
}

/** RFC 9110 If-None-Match against a strong ETag; a request with Cache-Control: no-cache always gets the body (as Express does). */
function notModified(ifNoneMatch: string | undefined, cacheControl: string | undefined, etag: string): boolean {
  if (!ifNoneMatch || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(cacheControl ?? '')) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === etag || t === `W/${etag}`;
  });
}

/**
 * Answers a repeat of a remembered public read from memory and returns true; returns false
 * (having touched nothing) for every other request, which then goes to the Express app.
 */
export function answerFromCache(req: IncomingMessage, res: ServerResponse, logger: Logger): boolean {
  if (req.method !== 'GET' || req.url === undefined) return false;
  const route = routes.get(req.url);
  const entry = route && peek(route.key);
  if (!route || !entry?.body) return false;
  if (notModified(req.headers['if-none-match'], req.headers['cache-control'], entry.etag)) {
    res.writeHead(304, [...route.headers304, 'etag', entry.etag]).end();
  } else {
    res.writeHead(200, [...route.headers, 'etag', entry.etag, 'content-length', String(entry.bytes.length)]).end(entry.bytes);
  }
  // Hits are the bulk of the traffic and the cheapest answers: one compact line at debug level
  // (LOG_LEVEL=debug shows them) instead of pino-http's full headers at info. Misses log as usual.
  if (logger.isLevelEnabled('debug')) logger.debug({ method: 'GET', url: req.url, statusCode: res.statusCode, cache: 'hit' }, 'request completed');
  return true;
}
