import { addCounts, type Counts, type CountRow, type Kind } from '../counts.ts';
import { addDays } from '../day.ts';
import type {
  CountRepository,
  InsertOnlyCountRepository,
} from './countRepository.ts';

/**
 * The counters held in memory as well, summed per day, kind and key, so a report over months of
 * thousands of pages needs no database read. Only for a database this process alone writes: the
 * stored rows are loaded once, then every batch is added here after the database took it.
 */
export function indexedCountRepository(
  inner: InsertOnlyCountRepository,
): CountRepository {
  /** kind -> key -> day -> counts */
  const index = new Map<Kind, Map<string, Map<string, Counts>>>();
  const apply = (row: CountRow) => {
    let keys = index.get(row.kind);
    if (!keys) index.set(row.kind, (keys = new Map()));
    let days = keys.get(row.key);
    if (!days) keys.set(row.key, (days = new Map()));
    let counts = days.get(row.day);
    if (!counts) days.set(row.day, (counts = {}));
    addCounts(counts, row);
  };
  let loading: Promise<void> | undefined;
  const loaded = () => {
    loading ??= inner.each(apply).then(
      (days) => days.forEach((day) => rawDays.add(day)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  /** Days that still have batch rows; each becomes one document once no batch can add to it. */
  const rawDays = new Set<string>();
  const compactBefore = async (latest: string) => {
    const limit = addDays(latest, -1);
    for (const day of [...rawDays].sort()) {
      if (day >= limit) continue;
      const rows: CountRow[] = [];
      for (const [kind, keys] of index) for (const [key, days] of keys) if (days.has(day)) rows.push({ ...days.get(day)!, day, kind, key });
      await inner.compactDay(day, rows);
      rawDays.delete(day);
    }
  };

  return {
    async add(rows) {
      await loaded();
      await inner.add(rows);
      rows.forEach(apply);
      let latest = '';
      for (const row of rows) {
        rawDays.add(row.day);
        if (row.day > latest) latest = row.day;
      }
      // Batches only add to today and yesterday: older days are compacted to one document each.
      await compactBefore(latest);
    },
    async totals(from, to, kinds) {
      await loaded();
      const sums: CountRow[] = [];
      for (const kind of kinds) {
        for (const [key, days] of index.get(kind) ?? []) {
          const sum: CountRow = { day: "", kind, key };
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
    async daily(from, to, kind, key) {
      await loaded();
      const rows: CountRow[] = [];
      for (const [rowKey, days] of index.get(kind) ?? []) {
        if (key !== undefined && rowKey !== key) continue;
        for (const [day, counts] of days)
          if (day >= from && day <= to)
            rows.push({ ...counts, day, kind, key: rowKey });
      }
      return rows;
    },
  };
}
