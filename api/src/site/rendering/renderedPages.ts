import type { Request, RequestHandler } from 'express';
import { localPath, MISSPELT_PATH } from '../../http/canonicalPath.ts';
import { sendCached, sendRenamed } from '../../public/send.ts';
import type { PublicReadService } from '../../public/service.ts';
import { legacyTarget } from './legacyPaths.ts';
import type { Renderer } from './renderer.ts';

/** Lists take `?page=N`; every other query parameter (tracking tags, cache busters) is dropped. */
const LIST_PATH = /^\/blog(?:\/(?:category|tag|author)\/[^/]+)?$/;
/** A post's page; an old slug of a renamed post redirects to its current one. */
const POST_PATH = /^\/blog\/([^/?]+)$/;
/** The search page keeps its query and page, in one spelling. */
const SEARCH_PATH = '/search';
const searchUrl = (query: URLSearchParams | undefined) => {
  const kept = new URLSearchParams();
  for (const name of ['q', 'page']) {
    const value = query?.get(name);
    if (value !== null && value !== undefined) kept.set(name, value);
  }
  const rest = kept.toString().replace(/\+/g, '%20');
  return rest ? `${SEARCH_PATH}?${rest}` : SEARCH_PATH;
};
/** The events page keeps its filters, in one order and spelling. */
const EVENTS_PATH = '/events';
const EVENT_FILTERS = ['kind', 'skill', 'from', 'to', 'near', 'miles'];
const eventsUrl = (query: URLSearchParams | undefined) => {
  const kept = new URLSearchParams();
  for (const name of EVENT_FILTERS) {
    const value = query?.get(name);
    if (value) kept.set(name, value);
  }
  const rest = kept.toString().replace(/\+/g, '%20');
  return rest ? `${EVENTS_PATH}?${rest}` : EVENTS_PATH;
};
/** A gear chart keeps its filters, in one order and spelling. */
const GEAR_LIST_PATH = /^\/gear\/[a-z]+$/;
const GEAR_FILTERS = ['priceMin', 'priceMax', 'weightMin', 'weightMax', 'thicknessMin', 'thicknessMax', 'shape', 'surface', 'approval', 'sort', 'page'];
const gearListUrl = (path: string, query: URLSearchParams | undefined) => {
  const kept = new URLSearchParams();
  for (const name of GEAR_FILTERS) {
    const value = query?.get(name)?.trim();
    if (value && !(name === 'sort' && value === 'name')) kept.set(name, value);
  }
  const rest = kept.toString().replace(/\+/g, '%20');
  return rest ? `${path}?${rest}` : path;
};
/** The filter form sends every field: its blank ones and the default sort redirect away, for a URL worth sharing. */
const gearListTarget = (path: string, query: URLSearchParams | undefined): { url: string } | { redirect: string } => {
  const url = gearListUrl(path, query);
  const blank = [...(query?.entries() ?? [])].some(([name, value]) => GEAR_FILTERS.includes(name) && (value.trim() === '' || (name === 'sort' && value === 'name')));
  return blank ? { redirect: url } : { url };
};
/** A comparison is `?items=a,b,c`; the ticked boxes of a chart (`items=a&items=b`) redirect there. */
const GEAR_COMPARE_PATH = '/gear/compare';
const gearCompareTarget = (query: URLSearchParams | undefined): { url: string } | { redirect: string } => {
  const values = query?.getAll('items') ?? [];
  const items = values.join(',');
  const url = items ? `${GEAR_COMPARE_PATH}?items=${encodeURIComponent(items).replace(/%2C/gi, ',')}` : GEAR_COMPARE_PATH;
  return values.length > 1 ? { redirect: url } : { url };
};
/** The Court Finder's page keeps its search: the place, the distance and the ticked types (in one order). */
const COURTS_PATH = '/courts';
const courtsUrl = (query: URLSearchParams | undefined) => {
  const kept = new URLSearchParams();
  for (const name of ['near', 'miles']) {
    const value = query?.get(name);
    if (value) kept.set(name, value);
  }
  for (const type of [...new Set(query?.getAll('type') ?? [])].sort()) kept.append('type', type);
  const rest = kept.toString().replace(/\+/g, '%20');
  return rest ? `${COURTS_PATH}?${rest}` : COURTS_PATH;
};
/** Longer paths name no page of this site: answered 404 without rendering. */
const MAX_PATH = 300;
/** Rendered as the 404 card for every path that names nothing, under one cache entry (no page has an underscore in its path). */
export const NOT_FOUND_URL = '/_not-found';
/** Rendered pages are revalidated on every visit (their ETag makes that cheap). */
const PAGE_CACHE_CONTROL = 'public, no-cache';

/** The one URL a request's page is rendered and cached under; a path with a trailing slash redirects. */
export function pageUrl(req: Request): { url: string } | { redirect: string } {
  const path = req.path;
  const query = req.originalUrl.includes('?') ? new URLSearchParams(req.originalUrl.slice(req.originalUrl.indexOf('?') + 1)) : undefined;
  if (path.length > 1 && path.endsWith('/')) {
    const rest = query?.toString();
    return { redirect: `${localPath(path.replace(/\/+$/, ''))}${rest ? `?${rest}` : ''}` };
  }
  if (path === SEARCH_PATH) return { url: searchUrl(query) };
  if (path === EVENTS_PATH) return { url: eventsUrl(query) };
  if (path === GEAR_COMPARE_PATH) return gearCompareTarget(query);
  if (GEAR_LIST_PATH.test(path)) return gearListTarget(path, query);
  if (path === COURTS_PATH) return { url: courtsUrl(query) };
  const page = LIST_PATH.test(path) ? query?.get('page') : null;
  return { url: page === null || page === undefined ? path : `${path}?page=${encodeURIComponent(page)}` };
}

/**
 * Serves every public page, rendered on the server from the cached API bodies and cached itself
 * (by the public read service): the same ETag and 304 as the JSON, cleared by writes, never served
 * past a scheduled post's time. Unknown paths get the rendered 404 card with status 404.
 */
export function serveRenderedPages(renderer: Renderer, reads: PublicReadService): RequestHandler {
  return async (req, res) => {
    const target = res.locals[MISSPELT_PATH] ? { url: NOT_FOUND_URL } : pageUrl(req);
    const query = req.originalUrl.includes('?') ? new URLSearchParams(req.originalUrl.slice(req.originalUrl.indexOf('?') + 1)) : undefined;
    if ('redirect' in target || (req.path === '/' && query?.has('p'))) {
      const moved = await legacyTarget(reads, req.path, query);
      if (moved || 'redirect' in target) {
        res.redirect(301, moved ?? (target as { redirect: string }).redirect);
        return;
      }
    }
    const url = req.path.length > MAX_PATH ? NOT_FOUND_URL : target.url;
    const postSlug = POST_PATH.exec(url)?.[1];
    // Slugs are plain lowercase words: anything percent-encoded names no post and renders the 404 below.
    if (postSlug !== undefined && !postSlug.includes('%')) {
      const { entry } = await reads.post(postSlug);
      if (entry.status === 301) {
        sendRenamed(res, `/blog/${entry.body}`);
        return;
      }
    }
    const { key, entry } = await reads.page(url, renderer.render);
    const moved = entry.status === 404 && url !== NOT_FOUND_URL ? await legacyTarget(reads, req.path, undefined) : undefined;
    if (moved) {
      sendRenamed(res, moved);
      return;
    }
    sendCached(req, res, key, entry, PAGE_CACHE_CONTROL);
  };
}
