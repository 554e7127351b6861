import type { RequestHandler, Response } from 'express';
import type { CacheEffect, Operation } from './operations.ts';

/**
 * What each declared effect does: `public` clears this instance's cache of public bodies; `post`
 * clears the bodies of the post the handler named with `stalePost`, or of the static page it named
 * with `stalePage` (none named: nothing to clear);
 * `published` clears as `public` does unless the handler said `offPublicPages`.
 */
export type EffectAppliers = Record<CacheEffect, (res: Response) => void>;

const STALE_POST = Symbol('stale post');

/** Names the post (by slug) whose cached bodies a write with the `post` effect made stale. */
export function stalePost(res: Response, slug: string | undefined): void {
  if (slug) (res.locals as Record<symbol, string>)[STALE_POST] = slug;
}

/** The post a handler named with `stalePost`. */
export const stalePostOf = (res: Response): string | undefined => (res.locals as Record<symbol, string | undefined>)[STALE_POST];

const STALE_PAGE = Symbol('stale static page');

/** Names the static page (by slug) whose cached bodies a write with the `post` effect made stale (a comment shown on it). */
export function stalePage(res: Response, slug: string | undefined): void {
  if (slug) (res.locals as Record<symbol, string>)[STALE_PAGE] = slug;
}

/** The static page a handler named with `stalePage`. */
export const stalePageOf = (res: Response): string | undefined => (res.locals as Record<symbol, string | undefined>)[STALE_PAGE];

const OFF_PUBLIC_PAGES = Symbol('off the public pages');

/** Says the write's record was not on the public pages and is not now: its `published` effect clears nothing. */
export function offPublicPages(res: Response): void {
  (res.locals as Record<symbol, boolean>)[OFF_PUBLIC_PAGES] = true;
}

/** Whether a `published` effect has anything to clear (unless told otherwise, it has). */
export const touchedPublicPages = (res: Response): boolean => (res.locals as Record<symbol, boolean | undefined>)[OFF_PUBLIC_PAGES] !== true;

/**
 * The one place a write's declared cache effects (`x-cache-effects` in the contract) are applied:
 * just before its answer's status line is written, so a client that reads right after the
 * answer never meets a stale body. A 4xx changed nothing and applies none; a 5xx may have
 * changed something and applies them all.
 */
export function cacheEffectsFor(appliers: EffectAppliers): (op: Operation) => RequestHandler | undefined {
  return (op) => {
    if (op.cacheEffects.length === 0) return undefined;
    return (_req, res, next) => {
      const apply = () => op.cacheEffects.forEach((effect) => appliers[effect](res));
      const writeHead = res.writeHead;
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
        const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
        if (status < 400 || status >= 500) apply();
        return writeHead.apply(this, args);
      } as typeof res.writeHead;
      next();
    };
  };
}
