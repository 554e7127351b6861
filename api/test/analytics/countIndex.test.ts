import { describe, expect, it } from 'vitest';
import type { CountRow } from '../../src/analytics/counts.ts';
import { createCountIndex } from '../../src/analytics/repository/countIndex.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const row = (day: string, key: string, views: number, visitors = 0): CountRow => ({ day, kind: 'page', key, views, visitors });
const byKey = (rows: readonly Readonly<CountRow>[]) => Object.fromEntries(rows.map((r) => [r.key, r.views]));

describe('the in-memory count index', () => {
  it('sums a period again after a settled day changed, and adds today on every read', () => {
    const index = createCountIndex(() => NOW);
    index.add(row('2026-11-01', '/', 1));
    index.add(row('2026-11-10', '/blog', 2));
    index.add(row('2026-11-24', '/', 4));
    expect(byKey(index.totals('2026-11-01', '2026-11-24', ['page']))).toEqual({ '/': 5, '/blog': 2 });
    // The same period read twice, then after today changed.
    expect(byKey(index.totals('2026-11-01', '2026-11-24', ['page']))).toEqual({ '/': 5, '/blog': 2 });
    index.add(row('2026-11-24', '/blog', 1));
    index.add(row('2026-11-01', '/courts', 3));
    index.add(row('2026-11-10', '/blog', 1));
    expect(byKey(index.totals('2026-11-01', '2026-11-24', ['page']))).toEqual({ '/': 5, '/blog': 4, '/courts': 3 });
    expect(byKey(index.totals('2026-11-02', '2026-11-23', ['page']))).toEqual({ '/blog': 3 });
    expect(index.totals('2026-11-24', '2026-11-24', ['post'])).toEqual([]);
  });

  it('raises stored totals read again (never adds them twice), and reads days and single keys', () => {
    const index = createCountIndex(() => NOW);
    index.raise(row('2026-11-02', '/', 3, 2));
    index.raise(row('2026-11-02', '/', 3, 2));
    index.raise(row('2026-11-02', '/', 2, 1));
    expect(index.totals('2026-11-01', '2026-11-30', ['page'])).toEqual([{ day: '', kind: 'page', key: '/', views: 3, visitors: 2 }]);
    index.raise(row('2026-11-02', '/', 5, 2));
    index.raise(row('2026-11-03', '/', 1, 1));
    expect(index.totals('2026-11-01', '2026-11-30', ['page'])).toEqual([{ day: '', kind: 'page', key: '/', views: 6, visitors: 3 }]);
    expect(index.daily('2026-11-01', '2026-11-02', 'page', '/')).toEqual([{ day: '2026-11-02', kind: 'page', key: '/', views: 5, visitors: 2 }]);
    expect(index.day('2026-11-03')).toEqual([{ day: '2026-11-03', kind: 'page', key: '/', views: 1, visitors: 1 }]);
  });
});
