import { createCountIndex } from './countIndex.ts';
import type { SharedCountRepository, StoredCountRow } from './countRepository.ts';
import { expired, loadOnce, readsFromIndex } from './heldCounts.ts';

/** Rows written this long before the latest one seen are read again: writes in flight when the last read ran. */
const REREAD_MS = 10_000;

/**
 * For MongoDB, where several instances add to the same counts: every stored row is read into
 * memory once, then each read first fetches the rows written since the last one (by any instance)
 * and raises the held counts to theirs. Stored counts only grow, so a row read twice, or reads
 * that cross, leave the right figure.
 */
export function refreshedCountRepository(inner: SharedCountRepository): SharedCountRepository {
  const index = createCountIndex();
  /** The latest write time seen (the database's clock). */
  let latest = 0;
  const take = (row: StoredCountRow) => {
    index.raise(row);
    if (row.at > latest) latest = row.at;
  };
  const loaded = loadOnce(async () => {
    await inner.changedSince(undefined, take);
    await inner.remove(expired());
  });
  const current = async () => {
    await loaded();
    await inner.changedSince(latest - REREAD_MS, take);
  };

  return {
    load: loaded,
    add: (rows) => inner.add(rows),
    // Other instances keep what they hold of the deleted counts until they start again.
    async remove(selection) {
      await loaded();
      await inner.remove(selection);
      index.remove(selection);
    },
    changedSince: (since, visit) => inner.changedSince(since, visit),
    ...readsFromIndex(index, current),
  };
}
