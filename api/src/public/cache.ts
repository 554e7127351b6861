import etag from 'etag';
import { LRUCache } from 'lru-cache';
import { carryCompressed, type CachedBody } from './cachedBody.ts';
import { createRouteMemory, type RouteMemory } from './routeMemory.ts';

export type { CachedBody } from './cachedBody.ts';

/**
 * A cache of the public bodies (JSON, rendered pages, feeds), one per app. Every write declaring
 * `x-cache-effects: [public]` in the contract clears it; entries also expire after the store's
 * lifetime (so another instance's writes show up) and never outlive the next scheduled post's
 * publish time (so a post goes public on time).
 *
 * Under load it never lets a crowd of requests recompute the same body: concurrent misses share
 * one computation, and once an entry is past its lifetime it is still served (for up to a minute)
 * while one request refreshes it in the background. After a write or a publish time nothing stale
 * is served. Answers for things that do not exist live in a cache of their own, so a flood of
 * made-up URLs evicts other made-up URLs, never the real pages.
 */
export interface PublicCache {
  /** The body for `key`: from the cache while usable, else computed once for every caller waiting on it. */
  cached(key: string, compute: Compute): Promise<CachedBody>;
  /**
   * The entry for `key` if it may be served right now without any work: fresh, or stale but
   * still usable while its refresh is already running. Else undefined (the caller takes the
   * path that computes or starts the refresh).
   */
  peek(key: string): CachedBody | undefined;
  /** Forgets every body: after a write nothing computed before it is served. */
  invalidate(): void;
  /** Forgets the bodies whose keys `matches` (one post's page after a comment shows on it). */
  forget(matches: (key: string) => boolean): void;
  /** The request URLs whose repeats are answered from this cache before Express. */
  routes: RouteMemory;
  /**
   * True the first time a body computed by `cached` is handed out for sending, false every other
   * time (a hit, or a request that waited on another's computation): one send per computation did
   * the work.
   */
  firstSendOf(entry: CachedBody): boolean;
}

export interface Computed {
  body: string;
  /** 200 unless said otherwise; anything else is kept with the misses. */
  status?: number;
  contentType: string;
  /** An instant after which the body may be wrong (a scheduled post goes public then). */
  validUntil?: number;
}

export type Compute = () => Promise<Computed>;

interface Entry extends CachedBody {
  freshUntil: number;
  /** Never served after this: a scheduled post's publish time, or the stale limit. */
  usableUntil: number;
}

const MAX_STALE_MS = 60_000;
const MAX_PAGES = 2_000;
const MAX_PAGE_BYTES = 128 * 1024 * 1024;
const MAX_MISSES = 1_000;

export interface PublicCacheOptions {
  /** How long a body is served without recomputing: the bound on how late another instance's writes show. */
  ttlMs: number;
}

export function createPublicCache({ ttlMs }: PublicCacheOptions): PublicCache {
  const pages = new LRUCache<string, Entry>({ max: MAX_PAGES, maxSize: MAX_PAGE_BYTES, sizeCalculation: (entry) => entry.bytes.length + 256 });
  const misses = new LRUCache<string, Entry>({ max: MAX_MISSES });
  const inFlight = new Map<string, Promise<Entry>>();
  const unsent = new WeakSet<CachedBody>();
  /** Bumped by every write, so a computation that began before the write is not stored after it. */
  let generation = 0;

  const lookup = (key: string) => pages.get(key) ?? misses.get(key);

  function refresh(key: string, compute: Compute): Promise<Entry> {
    const running = inFlight.get(key);
    if (running) return running;
    const started = generation;
    const now = Date.now();
    const promise = compute()
      .then(({ body, status = 200, contentType, validUntil }) => {
        const bytes = Buffer.from(body);
        const entry: Entry = {
          status,
          contentType,
          body,
          bytes,
          etag: etag(bytes),
          freshUntil: Math.min(now + ttlMs, validUntil ?? Infinity),
          usableUntil: Math.min(now + Math.max(ttlMs, MAX_STALE_MS), validUntil ?? Infinity),
        };
        const previous = lookup(key);
        if (previous) carryCompressed(previous, entry);
        unsent.add(entry);
        // A server error is not kept: the next request tries again.
        if (started === generation && status < 500) {
          (status === 200 ? misses : pages).delete(key);
          (status === 200 ? pages : misses).set(key, entry);
        }
        return entry;
      })
      .finally(() => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
      });
    inFlight.set(key, promise);
    return promise;
  }

  function peek(key: string): CachedBody | undefined {
    const hit = lookup(key);
    if (!hit) return undefined;
    const now = Date.now();
    return now < hit.freshUntil || (now < hit.usableUntil && inFlight.has(key)) ? hit : undefined;
  }

  const cache: PublicCache = {
    async cached(key, compute) {
      const now = Date.now();
      const hit = lookup(key);
      if (hit && now < hit.freshUntil) return hit;
      if (hit && now < hit.usableUntil) {
        // A failed background refresh leaves the entry as it was; the next request tries again.
        refresh(key, compute).catch(() => {});
        return hit;
      }
      return refresh(key, compute);
    },
    peek,
    invalidate() {
      generation += 1;
      pages.clear();
      misses.clear();
      inFlight.clear();
    },
    forget(matches) {
      generation += 1;
      for (const store of [pages, misses]) for (const key of [...store.keys()]) if (matches(key)) store.delete(key);
      for (const key of [...inFlight.keys()]) if (matches(key)) inFlight.delete(key);
    },
    routes: createRouteMemory(peek),
    firstSendOf: (entry) => unsent.delete(entry),
  };
  return cache;
}
