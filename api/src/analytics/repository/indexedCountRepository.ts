import type { CountRow } from '../counts.ts';
import { addDays } from '../day.ts';
import { createCountIndex } from './countIndex.ts';
import type { CountRepository, InsertOnlyCountRepository } from './countRepository.ts';
import { expired, loadOnce, readsFromIndex } from './heldCounts.ts';

/**
 * The counters held in memory as well, summed per day, kind and key, so a report over months of
 * thousands of pages needs no database read. Only for a database this process alone writes: the
 * stored rows are loaded once, then every batch is added here after the database took it.
 */
export function indexedCountRepository(inner: InsertOnlyCountRepository): CountRepository {
  const index = createCountIndex();
  /** Days that still have batch rows; each becomes one document once no batch can add to it. */
  const rawDays = new Set<string>();
  const loaded = loadOnce(async () => {
    const days = await inner.each(index.add);
    const old = expired();
    await inner.remove(old);
    days.forEach((day) => {
      if (day > old.to) rawDays.add(day);
    });
  });
  const compactBefore = async (latest: string) => {
    const limit = addDays(latest, -1);
    for (const day of [...rawDays].sort()) {
      if (day >= limit) continue;
      await inner.compactDay(day, index.day(day));
      rawDays.delete(day);
    }
  };

  return {
    load: loaded,
    async add(rows: CountRow[]) {
      await loaded();
      await inner.add(rows);
      rows.forEach(index.add);
      let latest = '';
      for (const row of rows) {
        rawDays.add(row.day);
        if (row.day > latest) latest = row.day;
      }
      // Batches only add to today and yesterday: older days are compacted to one document each.
      await compactBefore(latest);
    },
    async remove(selection) {
      await loaded();
      await inner.remove(selection);
      index.remove(selection);
    },
    ...readsFromIndex(index, loaded),
  };
}
