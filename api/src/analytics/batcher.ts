import { addCounts, type CountRow, type Kind } from './counts.ts';

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
  /** day -> kind -> key -> counts: nested, so adding to a held row builds no string. */
  let pending = new Map<string, Map<Kind, Map<string, CountRow>>>();
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const merge = (row: CountRow) => {
    let kinds = pending.get(row.day);
    if (!kinds) pending.set(row.day, (kinds = new Map()));
    let keys = kinds.get(row.kind);
    if (!keys) kinds.set(row.kind, (keys = new Map()));
    const held = keys.get(row.key);
    if (held) addCounts(held, row);
    else if (size < maxPending) {
      keys.set(row.key, { ...row });
      size += 1;
    }
  };

  const flushOnce = async () => {
    if (size === 0) return;
    const batch = pending;
    pending = new Map();
    size = 0;
    const rows = [...batch.keys()].sort().flatMap((day) => [...batch.get(day)!.values()].flatMap((keys) => [...keys.values()]));
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
