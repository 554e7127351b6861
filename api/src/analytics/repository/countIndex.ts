import { addCounts, COUNT_FIELDS, type Counts, type CountRow, type Kind } from '../counts.ts';

/**
 * Counters held in memory per kind, key and day, so a report over months of thousands of pages
 * reads no database. Filled by the repositories that keep one (`indexedCountRepository`,
 * `refreshedCountRepository`).
 */
export interface CountIndex {
  /** Adds a row's counts (a batch, or a stored row when loading). */
  add(row: CountRow): void;
  /** Raises each count to the row's where the row's is higher (stored totals that only grow). */
  raise(row: CountRow): void;
  totals(from: string, to: string, kinds: readonly Kind[]): CountRow[];
  daily(from: string, to: string, kind: Kind, key?: string): CountRow[];
  /** One day's rows. */
  day(day: string): CountRow[];
}

export function createCountIndex(): CountIndex {
  /** kind -> key -> day -> counts */
  const index = new Map<Kind, Map<string, Map<string, Counts>>>();
  const countsOf = (row: CountRow) => {
    let keys = index.get(row.kind);
    if (!keys) index.set(row.kind, (keys = new Map()));
    let days = keys.get(row.key);
    if (!days) keys.set(row.key, (days = new Map()));
    let counts = days.get(row.day);
    if (!counts) days.set(row.day, (counts = {}));
    return counts;
  };
  return {
    add: (row) => addCounts(countsOf(row), row),
    raise(row) {
      const counts = countsOf(row);
      for (const field of COUNT_FIELDS) {
        const n = row[field];
        if (n && n > (counts[field] ?? 0)) counts[field] = n;
      }
    },
    totals(from, to, kinds) {
      const sums: CountRow[] = [];
      for (const kind of kinds) {
        for (const [key, days] of index.get(kind) ?? []) {
          const sum: CountRow = { day: '', kind, key };
          let any = false;
          for (const [day, counts] of days) {
            if (day < from || day > to) continue;
            addCounts(sum, counts);
            any = true;
          }
          if (any) sums.push(sum);
        }
      }
      return sums;
    },
    daily(from, to, kind, key) {
      const rows: CountRow[] = [];
      const keys = index.get(kind);
      const wanted = key === undefined ? (keys ?? []) : keys?.has(key) ? [[key, keys.get(key)!] as const] : [];
      for (const [rowKey, days] of wanted) for (const [day, counts] of days) if (day >= from && day <= to) rows.push({ ...counts, day, kind, key: rowKey });
      return rows;
    },
    day(day) {
      const rows: CountRow[] = [];
      for (const [kind, keys] of index) for (const [key, days] of keys) if (days.has(day)) rows.push({ ...days.get(day)!, day, kind, key });
      return rows;
    },
  };
}
