import type { RequestHandler } from 'express';
import type { CacheEffect, Operation } from './operations.ts';

/** What each declared effect does: `public` clears this instance's cache of public bodies. */
export type EffectAppliers = Record<CacheEffect, () => void>;

/**
 * The one place a write's declared cache effects (`x-cache-effects` in openapi.yaml) are applied:
 * just before its answer's status line is written, so a client that reads right after the
 * answer never meets a stale body. A 4xx changed nothing and applies none; a 5xx may have
 * changed something and applies them all.
 */
export function cacheEffectsFor(appliers: EffectAppliers): (op: Operation) => RequestHandler | undefined {
  return (op) => {
    if (op.cacheEffects.length === 0) return undefined;
    const apply = () => op.cacheEffects.forEach((effect) => appliers[effect]());
    return (_req, res, next) => {
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
