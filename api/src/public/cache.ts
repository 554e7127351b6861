import { createHash } from 'node:crypto';
import type { Engine } from '../db/launcher.ts';

/**
 * A small per-process cache of public JSON bodies. Every admin write clears it; entries also
 * expire after a few seconds (so another instance's writes show up quickly) and no later than the
 * next scheduled post's publish time (so a post goes public on time).
 *
 * Under load it never lets a crowd of requests recompute the same body: concurrent misses share
 * one computation, and once an entry is a few seconds old it is still served (for up to a minute)
 * while one request refreshes it in the background. After a write or a publish time nothing stale
 * is served.
 */
const TTL_MS = 5_000;
const MAX_STALE_MS = 60_000;
/**
 * The embedded FerretDB has one writer, this process, and its writes clear the cache: the TTL
 * then only bounds changes made around the API (an operator's shell). Refreshing every few seconds
 * would cost full-collection reads (FerretDB v1 cannot sort or count in SQLite) for nothing.
 */
const SOLE_WRITER_TTL_MS = 60_000;

export function cacheTtlFor(engine: Engine): number {
  return engine === 'ferretdb' ? SOLE_WRITER_TTL_MS : TTL_MS;
}
const MAX_ENTRIES = 500;

export interface CachedBody {
  body: string;
  /** `body` as UTF-8, encoded once. */
  bytes: Buffer;
  /** Strong ETag of `body`, computed once (the format Express uses). */
  etag: string;
}

interface Entry extends CachedBody {
  freshUntil: number;
  /** Never served after this: a scheduled post's publish time, or the stale limit. */
  usableUntil: number;
}

type Compute = () => Promise<{ body: string; validUntil?: number }>;

const entries = new Map<string, Entry>();
const inFlight = new Map<string, Promise<Entry>>();
/** Bumped by every write, so a computation that began before the write is not stored after it. */
let generation = 0;

export function invalidatePublicCache(): void {
  generation += 1;
  entries.clear();
  inFlight.clear();
}

export function strongEtag(body: string): string {
  const bytes = Buffer.byteLength(body);
  return `"${bytes.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;
}

function refresh(key: string, compute: Compute, ttlMs: number): Promise<Entry> {
  const running = inFlight.get(key);
  if (running) return running;
  const started = generation;
  const now = Date.now();
  const promise = compute()
    .then(({ body, validUntil }) => {
      const entry: Entry = { body, bytes: Buffer.from(body), etag: strongEtag(body), freshUntil: Math.min(now + ttlMs, validUntil ?? Infinity), usableUntil: Math.min(now + Math.max(ttlMs, MAX_STALE_MS), validUntil ?? Infinity) };
      if (started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, entry);
      }
      return entry;
    })
    .finally(() => {
      if (inFlight.get(key) === promise) inFlight.delete(key);
    });
  inFlight.set(key, promise);
  return promise;
}

/**
 * The entry for `key` if it may be served right now without any work: fresh, or stale but
 * still usable while its refresh is already running. Else undefined (the caller takes the
 * path that computes or starts the refresh).
 */
export function peek(key: string): CachedBody | undefined {
  const hit = entries.get(key);
  if (!hit) return undefined;
  const now = Date.now();
  return now < hit.freshUntil || (now < hit.usableUntil && inFlight.has(key)) ? hit : undefined;
}

export async function cached(key: string, compute: Compute, ttlMs = TTL_MS): Promise<CachedBody> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now < hit.freshUntil) return hit;
  if (hit && now < hit.usableUntil) {
    // A failed background refresh leaves the entry as it was; the next request tries again.
    refresh(key, compute, ttlMs).catch(() => {});
    return hit;
  }
  return refresh(key, compute, ttlMs);
}
