import mongoose from 'mongoose';
import { afterEach, describe, expect, it } from 'vitest';
import type { CountRow } from '../../src/analytics/counts.ts';
import { createCountRepository, createInsertOnlyCountRepository, type CountRepository } from '../../src/analytics/repository/countRepository.ts';
import { indexedCountRepository } from '../../src/analytics/repository/indexedCountRepository.ts';
import { refreshedCountRepository } from '../../src/analytics/repository/refreshedCountRepository.ts';
import { AnalyticsCount } from '../../src/analytics/repository/model.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const row = (day: string, key: string, views: number, visitors: number): CountRow => ({ day, kind: 'page', key, views, visitors });

/** Both ways of storing counts answer the same sums; each is what compose.ts picks for one engine. */
describe.each([
  ['$inc upserts read into memory (MongoDB, several instances)', () => refreshedCountRepository(createCountRepository())],
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

describe('counts several instances add to (MongoDB)', () => {
  useTestDatabase();
  const make = () => refreshedCountRepository(createCountRepository());
  afterEach(async () => {
    await AnalyticsCount.deleteMany({});
  });

  it('an instance reports what another added after its first report', async () => {
    const [a, b] = [make(), make()];
    await a.add([row('2026-11-24', '/', 2, 1)]);
    expect(await a.totals('2026-11-24', '2026-11-24', ['page'])).toEqual([expect.objectContaining({ key: '/', views: 2, visitors: 1 })]);
    await b.add([row('2026-11-24', '/', 3, 1), row('2026-11-23', '/blog', 1, 1)]);
    expect(await a.totals('2026-11-23', '2026-11-24', ['page'])).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: '/', views: 5, visitors: 2 }), expect.objectContaining({ key: '/blog', views: 1, visitors: 1 })]),
    );
    await a.add([row('2026-11-24', '/', 1, 0)]);
    expect(await b.daily('2026-11-24', '2026-11-24', 'page', '/')).toEqual([expect.objectContaining({ views: 6, visitors: 2 })]);
    expect(await a.daily('2026-11-24', '2026-11-24', 'page', '/')).toEqual([expect.objectContaining({ views: 6, visitors: 2 })]);
  });

  it('reports rows stored before write times were kept', async () => {
    await mongoose.connection.db!.collection<{ _id: string }>('analytics_counts').insertOne({ _id: '2026-11-20|page|/', day: '2026-11-20', kind: 'page', key: '/', views: 7, visitors: 3 } as never);
    const repository = make();
    await repository.add([row('2026-11-20', '/', 1, 1)]);
    expect(await repository.totals('2026-11-01', '2026-11-30', ['page'])).toEqual([expect.objectContaining({ key: '/', views: 8, visitors: 4 })]);
  });
});

describe('counts on the embedded database, once days have passed', () => {
  useTestDatabase();
  const make = () => indexedCountRepository(createInsertOnlyCountRepository());
  const stored = (name: string, filter = {}) => mongoose.connection.db!.collection(name).countDocuments(filter);
  afterEach(async () => {
    await Promise.all(['analytics_counts', 'analytics_days'].map((name) => mongoose.connection.db!.collection(name).deleteMany({})));
  });

  it('keep one document per past day, however many batches it had, and read the same sums after a restart', async () => {
    const repository = make();
    for (let i = 0; i < 6; i += 1) await repository.add([row('2026-11-20', '/', 1, 1), row('2026-11-20', '/blog', 2, 1)]);
    for (let i = 0; i < 3; i += 1) await repository.add([row('2026-11-23', '/', 1, 1)]);
    expect(await stored('analytics_counts', { day: '2026-11-20' })).toBe(0);
    expect(await stored('analytics_days')).toBe(1);
    expect(await stored('analytics_counts', { day: '2026-11-23' })).toBe(3);
    const expected = [expect.objectContaining({ key: '/', views: 9, visitors: 9 }), expect.objectContaining({ key: '/blog', views: 12, visitors: 6 })];
    const sorted = (rows: CountRow[]) => rows.sort((a, b) => a.key.localeCompare(b.key));
    expect(sorted(await repository.totals('2026-11-01', '2026-11-30', ['page']))).toEqual(expected);
    expect(sorted(await make().totals('2026-11-01', '2026-11-30', ['page']))).toEqual(expected);
    expect(sorted(await createInsertOnlyCountRepository().totals('2026-11-01', '2026-11-30', ['page']))).toEqual(expected);
  });

  it('report a day compacted the former way (rows as subdocuments), kept packed from then on', async () => {
    const days = mongoose.connection.db!.collection<{ _id: string; rows?: object[]; packed?: unknown }>('analytics_days');
    await days.insertOne({ _id: '2026-11-19', rows: [{ kind: 'page', key: '/', views: 4, visitors: 2 }, { kind: 'post', key: 'dinking', views: 1, visitors: 1 }] });
    const expected = [expect.objectContaining({ key: '/', views: 4, visitors: 2 })];
    expect(await make().totals('2026-11-19', '2026-11-19', ['page'])).toEqual(expected);
    const rewritten = await days.findOne({ _id: '2026-11-19' });
    expect(rewritten?.rows).toBeUndefined();
    expect(rewritten?.packed).toBeDefined();
    expect(await make().totals('2026-11-19', '2026-11-19', ['page'])).toEqual(expected);
    expect(await make().daily('2026-11-19', '2026-11-19', 'post', 'dinking')).toEqual([expect.objectContaining({ views: 1, visitors: 1 })]);
  });

  it('count a day once when a crash came between its document and the removal of its batch rows', async () => {
    const inner = createInsertOnlyCountRepository();
    await inner.add([row('2026-11-20', '/', 4, 2)]);
    await inner.add([row('2026-11-20', '/', 1, 1)]);
    // The day's document was written, then the process died before the batch rows went.
    await mongoose.connection.db!.collection<{ _id: string; rows: object[] }>('analytics_days').insertOne({ _id: '2026-11-20', rows: [{ kind: 'page', key: '/', views: 5, visitors: 3 }] });
    expect(await make().totals('2026-11-20', '2026-11-20', ['page'])).toEqual([expect.objectContaining({ key: '/', views: 5, visitors: 3 })]);
    expect(await stored('analytics_counts', { day: '2026-11-20' })).toBe(0);
  });
});
