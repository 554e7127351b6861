import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Kind } from './counts.ts';
import { addDays } from './day.ts';
import { newSeed, quickKey } from './quickKey.ts';
import type { SaltRepository } from './repository/saltRepository.ts';

/** One visitor's day, in memory only: what they were already counted for. */
export interface Visitor {
  /** True the first time this visitor is counted today for `kind` and `key` (a page, a source...), false after. */
  first(kind: Kind, key: string): boolean;
}

export interface VisitorIds {
  /**
   * The visitor of an address and a user agent on `day`: at once when the day's salt is held
   * (every view but the day's first), else once it is read.
   */
  visitorOf(day: string, address: string, userAgent: string): Visitor | Promise<Visitor>;
}

/** Address and user agent pairs whose visitor is found without hashing them again. */
const RECENT_VISITORS = 10_000;
/** Visitors one day holds in memory. */
export const VISITORS_PER_DAY = 50_000;
/** New visitors one address makes in a day (browsers behind one office's or school's address). */
export const VISITORS_PER_ADDRESS = 50;

/**
 * Who comes once the day holds `VISITORS_PER_DAY` visitors, or once their address made
 * `VISITORS_PER_ADDRESS` of them (one client changing its user agent cannot fill the day): their
 * views are counted, but they are never new to anything, so visitors (the day's and each page's,
 * source's...) stop growing there; the report's visitors then are the first ones, its views all views.
 */
const UNCOUNTED: Visitor = { first: () => false };

class SeenVisitor implements Visitor {
  /** The first key counted of each kind: most kinds (the day, the source, the device) never get a second. */
  private readonly firstKeys: Partial<Record<Kind, string>> = {};
  /** Keys after the first (other pages...), for the kinds that have some. */
  private moreKeys: Partial<Record<Kind, Set<string>>> | undefined;

  first(kind: Kind, key: string): boolean {
    const firstKey = this.firstKeys[kind];
    if (firstKey === undefined) {
      this.firstKeys[kind] = key;
      return true;
    }
    if (firstKey === key) return false;
    const keys = ((this.moreKeys ??= {})[kind] ??= new Set());
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  }
}

/** A day's visitors: by their id, and the recent ones by a quick key of their address and user agent. */
function visitorsOfDay(salt: string, site: string, recentMax: number, maxVisitors: number) {
  const byId = new Map<string, SeenVisitor>();
  // Keyed by a hash under the day's own seed, so neither the address nor the user agent is held.
  const seed = newSeed();
  const recent = new LRUCache<number, SeenVisitor>({ max: recentMax });
  /** New visitors per address (a hash of it): at most one entry per visitor held. */
  const perAddress = new Map<number, number>();
  return (address: string, userAgent: string): Visitor => {
    const key = quickKey(seed, address, userAgent);
    let visitor = recent.get(key);
    if (visitor) return visitor;
    const id = hash('sha256', `${salt}\u0000${site}\u0000${address}\u0000${userAgent}`, 'base64url').slice(0, 22);
    visitor = byId.get(id);
    if (!visitor) {
      const from = quickKey(seed, address);
      const made = perAddress.get(from) ?? 0;
      if (byId.size >= maxVisitors || made >= VISITORS_PER_ADDRESS) return UNCOUNTED;
      perAddress.set(from, made + 1);
      byId.set(id, (visitor = new SeenVisitor()));
    }
    recent.set(key, visitor);
    return visitor;
  };
}

/**
 * Visitors without cookies: an id that cannot be reversed nor followed to the next day, since the
 * salt is random, changes at UTC midnight and is deleted when it is 48 hours old. Who was counted
 * for what is kept in memory for today and yesterday only.
 */
export function createVisitorIds(salts: SaltRepository, site: string, { recentVisitors = RECENT_VISITORS, maxVisitors = VISITORS_PER_DAY } = {}): VisitorIds {
  const loading = new Map<string, Promise<ReturnType<typeof visitorsOfDay>>>();
  /** The days whose salt is read, for counting without waiting. */
  const held = new Map<string, ReturnType<typeof visitorsOfDay>>();

  const dayOf = (day: string) => {
    let visitors = loading.get(day);
    if (!visitors) {
      const loaded = salts.saltOf(day).then((salt) => {
        const ofDay = visitorsOfDay(salt, site, recentVisitors, maxVisitors);
        if (loading.get(day) === loaded) held.set(day, ofDay);
        return ofDay;
      });
      loaded.catch(() => loading.delete(day));
      loading.set(day, (visitors = loaded));
      // A new day: older days are forgotten here and their salts deleted from the database.
      const keepFrom = addDays(day, -1);
      for (const old of loading.keys()) if (old < keepFrom) loading.delete(old);
      for (const old of held.keys()) if (old < keepFrom) held.delete(old);
      salts.dropBefore(keepFrom).catch(() => {});
    }
    return visitors;
  };

  return {
    visitorOf(day, address, userAgent) {
      const visitors = held.get(day);
      if (visitors) return visitors(address, userAgent);
      return dayOf(day).then((ofDay) => ofDay(address, userAgent));
    },
  };
}
