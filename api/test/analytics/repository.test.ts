import mongoose from 'mongoose';
import { afterEach, describe, expect, it } from 'vitest';
import type { CountRow } from '../../src/analytics/counts.ts';
import { createCountRepository, createInsertOnlyCountRepository, type CountRepository } from '../../src/analytics/repository/countRepository.ts';
import { indexedCountRepository } from '../../src/analytics/repository/indexedCountRepository.ts';
import { AnalyticsCount } from '../../src/analytics/repository/model.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const row = (day: string, key: string, views: number, visitors: number): CountRow => ({ day, kind: 'page', key, views, visitors });

/** Both ways of storing counts answer the same sums; each is what compose.ts picks for one engine. */
describe.each([
  ['$inc upserts (MongoDB, several instances)', () => createCountRepository()],
  ['insert-only batches read from memory (embedded)', () => indexedCountRepository(createInsertOnlyCountRepository())],
])('counts stored with %s', (_name, make: () => CountRepository) => {
  useTestDatabase();
  afterEach(async () => {
    await AnalyticsCount.deleteMany({});
  });

  // Writers take turns: the test databases are FerretDB, whose $inc is not atomic under concurrent
  // writers as MongoDB's is (the guarantee several instances on MongoDB rely on).
  it('adds the batches of several writers and sums them per page and per day', async () => {
    const writers = [make(), make()];
    for (let i = 0; i < 20; i += 1) await writers[i % 2]!.add([row('2026-11-23', '/', 1, i % 4 === 0 ? 1 : 0), row('2026-11-24', '/', 2, 1), row('2026-11-24', '/blog', 1, 1)]);
    // A fresh instance (a restart) reads what was stored.
    const reader = make();
    const totals = await reader.totals('2026-11-23', '2026-11-24', ['page']);
    expect(totals.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      expect.objectContaining({ kind: 'page', key: '/', views: 60, visitors: 25 }),
      expect.objectContaining({ kind: 'page', key: '/blog', views: 20, visitors: 20 }),
    ]);
    expect(await reader.totals('2026-11-24', '2026-11-24', ['post'])).toEqual([]);
    const daily = await reader.daily('2026-11-01', '2026-11-30', 'page', '/');
    expect(daily.sort((a, b) => a.day.localeCompare(b.day))).toEqual([expect.objectContaining({ day: '2026-11-23', views: 20, visitors: 5 }), expect.objectContaining({ day: '2026-11-24', views: 40, visitors: 20 })]);
  });

  it('grows with batches, not with views', async () => {
    const repository = make();
    for (let i = 0; i < 5; i += 1) await repository.add([row('2026-11-24', '/', 100, 40)]);
    const stored = await mongoose.connection.db!.collection('analytics_counts').countDocuments({});
    expect(stored).toBeLessThanOrEqual(5);
    expect(await repository.totals('2026-11-24', '2026-11-24', ['page'])).toEqual([expect.objectContaining({ key: '/', views: 500, visitors: 200 })]);
  });
});
