import type { Kind } from './counts.ts';
import { addDays } from './day.ts';

/** The label the report shows for the keys of a day past its kind's limit. */
export const OTHER = 'other';

/**
 * Distinct keys one day keeps of each kind; views of further keys are counted under `OTHER`.
 * Pages (and the entries and sign-ups on them) are real pages only, so they get room for a
 * large site; sources and campaigns are whatever clients send.
 */
export const KEYS_PER_DAY: Readonly<Record<Kind, number>> = {
  day: 1,
  page: 2_000,
  post: 2_000,
  entry: 2_000,
  signup: 300,
  referrer: 300,
  campaign: 300,
  device: 20,
  browser: 20,
  search: 500,
};

/** The folded key of a kind: a campaign is source, medium and campaign; a search is place and radius. */
const OTHER_KEYS: Partial<Record<Kind, string>> = { campaign: `${OTHER}\u0000${OTHER}\u0000${OTHER}`, search: `${OTHER}\u00000` };
export const otherKeyOf = (kind: Kind): string => OTHER_KEYS[kind] ?? OTHER;

export interface KeyCap {
  /** `key` while the day has room for it (or already has it), else the kind's `OTHER` key. */
  keyOf(day: string, kind: Kind, key: string): string;
  /** Keys already stored for `day` (at start-up), so a restart does not make room again. */
  know(day: string, kind: Kind, key: string): void;
}

/** The keys of today and yesterday (the days views are counted on), in memory; older days are forgotten. */
export function createKeyCap(limits: Readonly<Record<Kind, number>> = KEYS_PER_DAY): KeyCap {
  const days = new Map<string, Map<Kind, Set<string>>>();
  const keysOf = (day: string, kind: Kind) => {
    let kinds = days.get(day);
    if (!kinds) {
      days.set(day, (kinds = new Map()));
      const keepFrom = addDays(day, -1);
      for (const old of days.keys()) if (old < keepFrom) days.delete(old);
    }
    let keys = kinds.get(kind);
    if (!keys) kinds.set(kind, (keys = new Set()));
    return keys;
  };
  return {
    keyOf(day, kind, key) {
      const keys = keysOf(day, kind);
      if (keys.has(key)) return key;
      if (keys.size >= limits[kind]) return otherKeyOf(kind);
      keys.add(key);
      return key;
    },
    know(day, kind, key) {
      if (key !== otherKeyOf(kind)) keysOf(day, kind).add(key);
    },
  };
}
