import { LRUCache } from 'lru-cache';
import { newSeed, quickKey } from './quickKey.ts';

/** The window of the view limit, as the public read limit's. */
export const VIEW_WINDOW_MS = 60_000;
/** Addresses followed at once; past it the least recent is forgotten (and starts again at zero). */
const ADDRESSES = 100_000;

export interface ViewLimit {
  /** Takes one view of `address`; false when the address is past its limit for the window. */
  take(address: string): boolean;
}

/**
 * Views counted per client address: at most `limit` a minute, the number the public read limit
 * allows. It is checked synchronously on every counted request (also those the public cache
 * answers before Express), so it is a plain counter per address rather than express-rate-limit's
 * asynchronous store. Keyed by a quick hash, so no address is held.
 */
export function createViewLimit(limit: number, now: () => number = Date.now): ViewLimit {
  const seed = newSeed();
  const windows = new LRUCache<number, { views: number; until: number }>({ max: ADDRESSES });
  return {
    take(address) {
      const key = quickKey(seed, address);
      const at = now();
      const held = windows.get(key);
      if (!held || at >= held.until) {
        windows.set(key, { views: 1, until: at + VIEW_WINDOW_MS });
        return true;
      }
      held.views += 1;
      return held.views <= limit;
    },
  };
}
