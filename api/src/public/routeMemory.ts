import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { isAppFetch } from '../http/appFetch.ts';
import type { Logger } from '../logger.ts';
import { bytesOf, codingFor, etagOf, type CachedBody } from './cachedBody.ts';

/**
 * The public cache's memory of request URLs, so repeats of public reads are answered without
 * Express at all (see http/requestListener.ts). A URL is remembered only after the full stack
 * (contract validation included) answered it with 200 from the cache, together with the headers
 * it sent; an identical GET is then answered from memory with those headers while its cache
 * entry may be served without work. Anything else (a miss, a stale entry, HEAD, a new URL) takes
 * the normal path.
 */
export interface RouteMemory {
  /**
   * Called by a handler about to send `entry` with 200, so the next identical GET can skip the
   * stack; ignored unless `entry` is this cache's current body of `key` and a client asked (the
   * app's own reads while rendering a page lack a client's per-request headers).
   */
  remember(req: Request, res: Response, key: string, entry: CachedBody): void;
  /**
   * Answers a repeat of a remembered public read from memory and returns true; returns false
   * (having touched nothing) for every other request, which then goes to the Express app.
   */
  answer(req: IncomingMessage, res: ServerResponse, logger: Logger): boolean;
}

interface Route {
  key: string;
  /** The full stack's headers as [name, value, ...], without the per-response ones. */
  headers: string[];
  /** The same without Content-Type, for 304. */
  headers304: string[];
}

const MAX_ROUTES = 2_000;
/** Set per response; Node adds Date and Connection itself. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'etag', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** A route memory over `peek`: the cache's entry for a key when it may be served right now. */
export function createRouteMemory(peek: (key: string) => CachedBody | undefined): RouteMemory {
  const routes = new LRUCache<string, Route>({ max: MAX_ROUTES });
  return {
    remember(req, res, key, entry) {
      if (req.method !== 'GET' || isAppFetch(req) || routes.has(req.originalUrl) || peek(key) !== entry) return;
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
    },
    answer(req, res, logger) {
      if (req.method !== 'GET' || req.url === undefined) return false;
      const route = routes.get(req.url);
      const entry = route && peek(route.key);
      if (!route || !entry || entry.status !== 200) return false;
      const coding = codingFor(entry, req.headers['accept-encoding']);
      const etag = etagOf(entry, coding);
      if (fresh(req.headers, { etag })) {
        res.writeHead(304, [...route.headers304, 'etag', etag]).end();
      } else {
        const body = bytesOf(entry, coding);
        const encoding = coding ? ['content-encoding', coding] : [];
        res.writeHead(200, [...route.headers, ...encoding, 'etag', etag, 'content-length', String(body.length)]).end(body);
      }
      // Hits are the bulk of the traffic and the cheapest answers: one compact line at debug level
      // (LOG_LEVEL=debug shows them) instead of pino-http's full headers at info. Misses log as usual.
      if (logger.isLevelEnabled('debug')) logger.debug({ method: 'GET', url: req.url, statusCode: res.statusCode, cache: 'hit' }, 'request completed');
      return true;
    },
  };
}
