import { addCounts, type CountRow } from './counts.ts';

export interface Batcher {
  /** Adds counts in memory; they reach the database at the next flush. */
  add(row: CountRow): void;
  /** Writes what was gathered as one batch; on failure it is kept for the next flush. */
  flush(): Promise<void>;
  /** Flushes every `intervalMs` until stopped. */
  start(): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export interface BatcherOptions {
  write: (rows: CountRow[]) => Promise<void>;
  intervalMs: number;
  onError: (error: unknown) => void;
  /** Most rows kept while the database refuses them; the oldest keys are dropped past it. */
  maxPending?: number;
}

/**
 * Counts gathered in memory and written in batches: a process that dies loses at most what it
 * gathered since the last flush (one interval), and the database sees one write per interval
 * whatever the traffic.
 */
export function createBatcher({ write, intervalMs, onError, maxPending = 100_000 }: BatcherOptions): Batcher {
  let pending = new Map<string, CountRow>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const merge = (row: CountRow) => {
    const id = `${row.day}\u0000${row.kind}\u0000${row.key}`;
    const held = pending.get(id);
    if (held) addCounts(held, row);
    else if (pending.size < maxPending) pending.set(id, { ...row });
  };

  const flushOnce = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows = [...batch.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
    try {
      await write(rows);
    } catch (error) {
      rows.forEach(merge);
      onError(error);
    }
  };

  const batcher: Batcher = {
    add: merge,
    flush() {
      // One batch at a time, so rows reach the database in the order they were gathered.
      flushing = flushing.then(flushOnce);
      return flushing;
    },
    start() {
      timer ??= setInterval(() => void batcher.flush(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await batcher.flush();
    },
  };
  return batcher;
}
