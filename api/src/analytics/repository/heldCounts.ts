import { COUNT_RETENTION_DAYS, type CountSelection } from '../counts.ts';
import { addDays, utcDay } from '../day.ts';
import type { CountIndex } from './countIndex.ts';
import type { CountRepository } from './countRepository.ts';

/** Reads the stored rows into memory once, again after a failure; `load` starts it. */
export function loadOnce(read: () => Promise<void>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    loading ??= read().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** A repository's reads, answered from its in-memory counts once `ready` (the first load, a refresh) is done. */
export function readsFromIndex(index: CountIndex, ready: () => Promise<void>): Pick<CountRepository, 'totals' | 'daily'> {
  return {
    async totals(from, to, kinds) {
      await ready();
      return index.totals(from, to, kinds);
    },
    async daily(from, to, kind, key) {
      await ready();
      return index.daily(from, to, kind, key);
    },
  };
}

/** The stored days older than the retention period, deleted when the counts are loaded. */
export const expired = (now = Date.now()): CountSelection => ({ from: '0000-01-01', to: addDays(utcDay(now), -COUNT_RETENTION_DAYS) });
