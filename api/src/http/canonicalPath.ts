import type { RequestHandler } from 'express';
import { HttpProblem } from './problem.ts';

/** Characters a URL never needs to percent-encode (RFC 3986 "unreserved"), plus the separators. */
const NEEDLESSLY_ENCODED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[def]|5f|7e|5c)/i;
const PERCENT_ESCAPE = /%(?![0-9a-f]{2})/i;
/** C0 controls and DEL, encoded (Node's parser already refuses them raw). */
const CONTROL = /%(?:[01][0-9a-f]|7f)/i;

export type PathFlaw = 'trailing-slash' | 'misspelt';

/**
 * How a request path differs from the one spelling the site answers to, or undefined when it
 * is that spelling. Misspelt: a backslash, an empty segment (`//`), a dot segment (`.`, `..`,
 * also encoded), a percent-escape of a character that needs none (`%61` for `a`, `%2f` for `/`),
 * a broken escape, or a control character. Express would otherwise route some of these to a
 * handler the contract's checks never saw.
 */
export function pathFlaw(rawPath: string): PathFlaw | undefined {
  if (rawPath.includes('\\') || rawPath.includes('//') || PERCENT_ESCAPE.test(rawPath) || NEEDLESSLY_ENCODED.test(rawPath) || CONTROL.test(rawPath)) {
    return 'misspelt';
  }
  const segments = rawPath.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'misspelt';
  if (rawPath.length > 1 && rawPath.endsWith('/')) return 'trailing-slash';
  return undefined;
}

/** `/api` and everything below it, in any letter case: the JSON API, never the site's pages. */
export function isApiPath(rawPath: string): boolean {
  return /^\/api(?:\/|$)/i.test(rawPath);
}

/** Set on a site request whose path is misspelt: the site answers it with its 404 page. */
export const MISSPELT_PATH = 'misspeltPath';

/**
 * The first middleware of the app. An API path must be spelt exactly as the contract spells
 * it: any other spelling (letter case, escapes, extra slashes, dot segments) is a 404 problem
 * before any other code sees it. A misspelt site path is marked so the site answers its 404
 * page; a site path with a trailing slash goes on (the pages redirect it).
 */
export const canonicalPaths: RequestHandler = (req, res, next) => {
  const rawPath = req.originalUrl.split('?', 1)[0] ?? '';
  if (!rawPath.startsWith('/')) {
    next(new HttpProblem(400, 'The request target must be a path beginning with "/".'));
    return;
  }
  const flaw = pathFlaw(rawPath);
  const api = isApiPath(rawPath);
  if (api && (flaw || !rawPath.startsWith('/api'))) {
    next(new HttpProblem(404, 'No API operation at this address. API paths are lowercase, with single slashes and nothing encoded that needs no encoding.'));
    return;
  }
  if (flaw === 'misspelt') res.locals[MISSPELT_PATH] = true;
  next();
};

/**
 * A redirect target that stays on this site: a path with exactly one leading slash and no
 * backslash, which browsers could otherwise read as another host (`//evil.example`, `/\evil`).
 */
export function localPath(path: string): string {
  const clean = `/${path.replace(/\\/g, '/').replace(/^\/+/, '')}`;
  return clean.replace(/\/{2,}/g, '/');
}
