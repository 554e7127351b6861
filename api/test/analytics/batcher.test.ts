import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher } from '../../src/analytics/batcher.ts';
import type { CountRow } from '../../src/analytics/counts.ts';

const INTERVAL = 10_000;
const view = (key: string): CountRow => ({ day: '2026-11-24', kind: 'page', key, views: 1, visitors: 1 });
const total = (batches: CountRow[][]) => batches.flat().reduce((n, row) => n + (row.views ?? 0), 0);

describe('the batch writer of counts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes once per interval, however many views came, summed per page', async () => {
    const written: CountRow[][] = [];
    const batcher = createBatcher({ write: async (rows) => void written.push(rows), intervalMs: INTERVAL, onError: () => {} });
    batcher.start();
    for (let i = 0; i < 500; i += 1) batcher.add(view(i % 2 ? '/a' : '/b'));
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(written).toHaveLength(1);
    expect(written[0]).toEqual(expect.arrayContaining([{ ...view('/a'), views: 250, visitors: 250 }, { ...view('/b'), views: 250, visitors: 250 }]));
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(written).toHaveLength(1);
    await batcher.stop();
  });

  it('loses at most the last interval when the process dies', async () => {
    const written: CountRow[][] = [];
    const batcher = createBatcher({ write: async (rows) => void written.push(rows), intervalMs: INTERVAL, onError: () => {} });
    batcher.start();
    let counted = 0;
    // Views keep coming, one a second, for a minute and a half, then the process dies without stopping.
    for (let second = 1; second <= 95; second += 1) {
      batcher.add(view('/'));
      counted += 1;
      await vi.advanceTimersByTimeAsync(1_000);
    }
    const lost = counted - total(written);
    expect(lost).toBeGreaterThanOrEqual(0);
    expect(lost).toBeLessThanOrEqual(INTERVAL / 1_000);
    expect(total(written)).toBe(90);
  });

  it('keeps a batch the database refused and writes it with the next', async () => {
    const written: CountRow[][] = [];
    let refuse = true;
    const errors: unknown[] = [];
    const batcher = createBatcher({
      write: async (rows) => {
        if (refuse) throw new Error('database down');
        written.push(rows);
      },
      intervalMs: INTERVAL,
      onError: (error) => errors.push(error),
    });
    batcher.start();
    batcher.add(view('/'));
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(errors).toHaveLength(1);
    refuse = false;
    batcher.add(view('/'));
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(written).toEqual([[{ ...view('/'), views: 2, visitors: 2 }]]);
  });

  it('writes what is left when stopped', async () => {
    const written: CountRow[][] = [];
    const batcher = createBatcher({ write: async (rows) => void written.push(rows), intervalMs: INTERVAL, onError: () => {} });
    batcher.start();
    batcher.add(view('/'));
    await batcher.stop();
    expect(total(written)).toBe(1);
  });
});
