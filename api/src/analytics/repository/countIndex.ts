import { LRUCache } from 'lru-cache';
import { addCounts, COUNT_FIELDS, COUNT_RETENTION_DAYS, selects, type Counts, type CountRow, type CountSelection, type Kind } from '../counts.ts';
import { addDays, utcDay } from '../day.ts';

/**
 * Counters held in memory per day, kind and key, so a report over months of thousands of pages
 * reads no database. Filled by the repositories that keep one (`indexedCountRepository`,
 * `refreshedCountRepository`).
 */
export interface CountIndex {
  /** Adds a row's counts (a batch, or a stored row when loading). */
  add(row: CountRow): void;
  /** Raises each count to the row's where the row's is higher (stored totals that only grow). */
  raise(row: CountRow): void;
  /** Sums per kind and key; the rows are shared with later reads of the same period, so they are read, never changed. */
  totals(from: string, to: string, kinds: readonly Kind[]): Readonly<CountRow>[];
  daily(from: string, to: string, kind: Kind, key?: string): CountRow[];
  /** One day's rows. */
  day(day: string): CountRow[];
  /** Forgets the selected counts (an admin deleted them). */
  remove(selection: CountSelection): void;
}

type Sums = Map<string, Counts>;

/** Sums over settled days kept for reuse: a few periods of a few kinds. */
const CACHED_SUMS = 64;

/**
 * Sums over days before yesterday are kept and reused until one of their days changes (each day
 * has a version, raised by every change); yesterday's and today's, which batches still add to,
 * are added on each read. Only the last `retentionDays` days are held: older rows are skipped
 * when loaded, and days that grow older are dropped once a day.
 */
export function createCountIndex(now: () => number = Date.now, retentionDays = COUNT_RETENTION_DAYS): CountIndex {
  /** day -> kind -> key -> counts */
  const days = new Map<string, Map<Kind, Sums>>();
  const versions = new Map<string, number>();
  const cache = new LRUCache<string, { version: number; sums: Sums }>({ max: CACHED_SUMS });
  /** A period's answer, kept while none of its days changed (a report read again between batches). */
  const answers = new LRUCache<string, { version: number; rows: CountRow[] }>({ max: CACHED_SUMS });
  /** One string per key across days: rows read from storage bring a copy of each key every day, and 90 days of 10,000 pages would keep 900,000. */
  const keyStrings = new Map<string, string>();
  const shared = (key: string) => {
    const held = keyStrings.get(key);
    if (held !== undefined) return held;
    keyStrings.set(key, key);
    return key;
  };

  /** The first day kept, worked out again when the day changes (then older days are dropped). */
  let kept = { from: '', since: 0, until: 0 };
  const firstKept = () => {
    const at = now();
    if (at >= kept.until || at < kept.since) {
      const today = utcDay(at);
      const since = Date.parse(`${today}T00:00:00Z`);
      kept = { from: addDays(today, 1 - retentionDays), since, until: since + 86_400_000 };
      forget((day) => day < kept.from);
    }
    return kept.from;
  };
  /** Drops whole days; cached sums are dropped too, since a period's version sum no longer covers them. */
  const forget = (old: (day: string) => boolean) => {
    let dropped = false;
    for (const day of [...days.keys()]) {
      if (!old(day)) continue;
      days.delete(day);
      versions.delete(day);
      dropped = true;
    }
    if (dropped) clearSums();
  };
  /** Sums cached, and key strings held, only for what the days still hold. */
  const clearSums = () => {
    cache.clear();
    answers.clear();
    keyStrings.clear();
    for (const kinds of days.values()) for (const keys of kinds.values()) for (const key of keys.keys()) keyStrings.set(key, key);
  };

  const countsOf = (row: CountRow) => {
    versions.set(row.day, (versions.get(row.day) ?? 0) + 1);
    let kinds = days.get(row.day);
    if (!kinds) days.set(row.day, (kinds = new Map()));
    let keys = kinds.get(row.kind);
    if (!keys) kinds.set(row.kind, (keys = new Map()));
    let counts = keys.get(row.key);
    if (!counts) keys.set(shared(row.key), (counts = {}));
    return counts;
  };

  /** Days of the index from `from` to `to`, in no order. */
  const daysIn = (from: string, to: string) => [...days.keys()].filter((day) => day >= from && day <= to);
  /** Changes to these days so far: versions only grow, so an equal sum means none of them changed. */
  const versionOf = (dayList: string[]) => dayList.reduce((n, day) => n + versions.get(day)!, 0);

  const addDaysInto = (sums: Sums, kind: Kind, dayList: string[]) => {
    for (const day of dayList) {
      for (const [key, counts] of days.get(day)?.get(kind) ?? []) {
        const sum = sums.get(key);
        if (sum) addCounts(sum, counts);
        else sums.set(key, { ...counts });
      }
    }
  };

  /** One kind summed over settled days, from the cache while none of them changed. */
  const settledSums = (kind: Kind, from: string, to: string): Sums => {
    const dayList = daysIn(from, to);
    const version = versionOf(dayList);
    const id = `${kind}|${from}|${to}`;
    const held = cache.get(id);
    if (held && held.version === version) return held.sums;
    const sums: Sums = new Map();
    addDaysInto(sums, kind, dayList);
    cache.set(id, { version, sums });
    return sums;
  };

  return {
    add(row) {
      if (row.day >= firstKept()) addCounts(countsOf(row), row);
    },
    raise(row) {
      if (row.day < firstKept()) return;
      const counts = countsOf(row);
      for (const field of COUNT_FIELDS) {
        const n = row[field];
        if (n && n > (counts[field] ?? 0)) counts[field] = n;
      }
    },
    totals(from, to, kinds) {
      firstKept();
      const live = addDays(utcDay(now()), -1);
      const settledTo = to < live ? to : addDays(live, -1);
      const version = versionOf(daysIn(from, to));
      const rows: CountRow[] = [];
      for (const kind of kinds) {
        const id = `${kind}|${from}|${to}`;
        const held = answers.get(id);
        if (held && held.version === version) {
          for (const row of held.rows) rows.push(row);
          continue;
        }
        const kindRows: CountRow[] = [];
        const recent: Sums = new Map();
        addDaysInto(recent, kind, daysIn(from > live ? from : live, to));
        if (from <= settledTo) {
          for (const [key, counts] of settledSums(kind, from, settledTo)) {
            const row: CountRow = { ...counts, day: '', kind, key };
            const more = recent.get(key);
            if (more) {
              addCounts(row, more);
              recent.delete(key);
            }
            kindRows.push(row);
          }
        }
        for (const [key, counts] of recent) kindRows.push({ ...counts, day: '', kind, key });
        answers.set(id, { version, rows: kindRows });
        for (const row of kindRows) rows.push(row);
      }
      return rows;
    },
    daily(from, to, kind, key) {
      firstKept();
      const rows: CountRow[] = [];
      for (const day of daysIn(from, to)) {
        const keys = days.get(day)!.get(kind);
        if (!keys) continue;
        if (key === undefined) for (const [rowKey, counts] of keys) rows.push({ ...counts, day, kind, key: rowKey });
        else if (keys.has(key)) rows.push({ ...keys.get(key)!, day, kind, key });
      }
      return rows;
    },
    day(day) {
      const rows: CountRow[] = [];
      for (const [kind, keys] of days.get(day) ?? []) for (const [key, counts] of keys) rows.push({ ...counts, day, kind, key });
      return rows;
    },
    remove(selection) {
      for (const day of daysIn(selection.from, selection.to)) {
        const kinds = days.get(day)!;
        for (const [kind, keys] of kinds) {
          for (const key of [...keys.keys()]) if (selects(selection, { day, kind, key })) keys.delete(key);
          if (keys.size === 0) kinds.delete(kind);
        }
        versions.set(day, versions.get(day)! + 1);
      }
      forget((day) => days.get(day)?.size === 0);
      clearSums();
    },
  };
}
