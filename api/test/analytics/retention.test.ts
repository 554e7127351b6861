import mongoose from 'mongoose';
import { afterEach, describe, expect, it } from 'vitest';
import { COUNT_RETENTION_DAYS, type CountRow } from '../../src/analytics/counts.ts';
import { addDays, utcDay } from '../../src/analytics/day.ts';
import { createCountIndex } from '../../src/analytics/repository/countIndex.ts';
import { createCountRepository, createInsertOnlyCountRepository, type CountRepository } from '../../src/analytics/repository/countRepository.ts';
import { indexedCountRepository } from '../../src/analytics/repository/indexedCountRepository.ts';
import { refreshedCountRepository } from '../../src/analytics/repository/refreshedCountRepository.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const row = (day: string, key: string, views: number, kind: CountRow['kind'] = 'page'): CountRow => ({ day, kind, key, views, visitors: 1 });
const keys = (rows: readonly Readonly<CountRow>[]) => rows.map((r) => `${r.key}:${r.views ?? 0}`).sort();

describe('the in-memory count index as days pass', () => {
  it('holds the days of the retention period only, dropping a day once it grows older', () => {
    const clock = { now: Date.parse('2026-11-24T12:00:00Z') };
    const index = createCountIndex(() => clock.now, 30);
    index.add(row('2026-10-20', '/too-old', 1));
    index.add(row('2026-10-26', '/', 2));
    index.add(row('2026-11-24', '/blog', 3));
    expect(keys(index.totals('2000-01-01', '2026-11-24', ['page']))).toEqual(['/:2', '/blog:3']);
    clock.now += 86_400_000;
    expect(keys(index.totals('2000-01-01', '2026-11-25', ['page']))).toEqual(['/blog:3']);
    expect(index.day('2026-10-26')).toEqual([]);
  });
});

/** Both stores as compose.ts builds them: what a restart loads, and what an admin deletes. */
describe.each([
  ['$inc upserts read into memory (MongoDB)', () => refreshedCountRepository(createCountRepository()), createCountRepository],
  ['insert-only batches read from memory (embedded)', () => indexedCountRepository(createInsertOnlyCountRepository()), createInsertOnlyCountRepository],
])('counts stored with %s', (_name, make: () => CountRepository, store: () => CountRepository) => {
  useTestDatabase();
  afterEach(async () => {
    await Promise.all(['analytics_counts', 'analytics_days'].map((name) => mongoose.connection.db!.collection(name).deleteMany({})));
  });
  const today = utcDay(Date.now());
  const recent = addDays(today, -3);
  const expired = addDays(today, -COUNT_RETENTION_DAYS - 3);

  it('load only the days of the retention period after a restart, and delete older ones', async () => {
    // Stored before the retention was kept to, as they are.
    await store().add([row(expired, '/forgotten', 5), row(recent, '/kept', 2), row(today, '/', 1)]);
    const restarted = make();
    await restarted.load?.();
    expect(keys(await restarted.totals('2000-01-01', today, ['page']))).toEqual(['/:1', '/kept:2']);
    expect(await restarted.daily(expired, expired, 'page')).toEqual([]);
    // Deleted from the database too.
    expect(await store().daily(expired, expired, 'page')).toEqual([]);
    expect(keys(await store().totals('2000-01-01', today, ['page']))).toEqual(['/:1', '/kept:2']);
  });

  it('delete one key of a kind, or every count of a period, for good', async () => {
    const repository = make();
    await repository.add([row(recent, '/', 1), row(recent, 'spam.example', 0, 'referrer'), row(recent, 'google', 0, 'referrer')]);
    // Today's batch rows beside yesterday-but-two's (compacted on the embedded database).
    await repository.add([row(today, '/', 1), row(today, 'spam.example', 0, 'referrer')]);
    await repository.remove({ from: recent, to: today, kind: 'referrer', key: 'spam.example' });
    expect(keys(await repository.totals(recent, today, ['referrer']))).toEqual(['google:0']);
    expect(keys(await make().totals(recent, today, ['referrer', 'page']))).toEqual(['/:2', 'google:0']);
    await repository.remove({ from: today, to: today });
    expect(keys(await repository.totals(recent, today, ['page']))).toEqual(['/:1']);
    expect(keys(await make().totals(recent, today, ['page', 'referrer']))).toEqual(['/:1', 'google:0']);
  });
});
