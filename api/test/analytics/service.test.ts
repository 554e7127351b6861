import { describe, expect, it } from 'vitest';
import { createBatcher } from '../../src/analytics/batcher.ts';
import { createAnalyticsService } from '../../src/analytics/service.ts';
import { createVisitorIds } from '../../src/analytics/visitors.ts';
import { HttpProblem } from '../../src/http/problem.ts';
import { fakeCountRepository, fakeSaltRepository } from './fakes.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

function setUp(start = Date.parse('2026-11-24T12:00:00Z')) {
  const repository = fakeCountRepository();
  const salts = fakeSaltRepository();
  const clock = { now: start };
  const batcher = createBatcher({ write: (rows) => repository.add(rows), intervalMs: 60_000, onError: () => {} });
  const service = createAnalyticsService({ repository, batcher, visitors: createVisitorIds(salts, 'https://pickleball.example'), siteHost: 'pickleball.example', now: () => clock.now });
  return { service, repository, salts, clock };
}

const entry = (referrer?: string, query = '') => ({ referrer, query: new URLSearchParams(query), host: 'pickleball.example' });

describe('the analytics service', () => {
  it('counts two addresses as two visitors, and one visitor with two views once', async () => {
    const { service } = setUp();
    await service.recordView({ path: '/blog', address: '203.0.113.1', userAgent: CHROME, entry: entry() });
    await service.recordView({ path: '/blog', address: '203.0.113.2', userAgent: CHROME, entry: entry() });
    await service.recordView({ path: '/blog', address: '203.0.113.2', userAgent: CHROME });
    const report = await service.report('2026-11-24', '2026-11-24');
    expect(report.totals).toEqual({ views: 3, visitors: 2 });
    expect(report.pages).toEqual([{ path: '/blog', views: 3, visitors: 2 }]);
  });

  it('counts every view of a day after its first without waiting for anything', async () => {
    const { service } = setUp();
    await service.recordView({ path: '/', address: '203.0.113.1', userAgent: CHROME });
    expect(service.recordView({ path: '/courts', address: '203.0.113.1', userAgent: CHROME })).toBeUndefined();
    expect(service.recordView({ path: '/courts', address: '203.0.113.3', userAgent: IPHONE })).toBeUndefined();
    const report = await service.report('2026-11-24', '2026-11-24');
    expect(report.totals).toEqual({ views: 3, visitors: 2 });
    expect(report.pages).toEqual([{ path: '/courts', views: 2, visitors: 2 }, { path: '/', views: 1, visitors: 1 }]);
  });

  it('counts the same browser again on the next UTC day, under a new salt; salts older than yesterday are deleted', async () => {
    const { service, salts, clock } = setUp(Date.parse('2026-11-24T23:59:00Z'));
    await service.recordView({ path: '/', address: '203.0.113.1', userAgent: CHROME, entry: entry() });
    clock.now = Date.parse('2026-11-25T00:01:00Z');
    await service.recordView({ path: '/', address: '203.0.113.1', userAgent: CHROME, entry: entry() });
    expect(salts.salts.get('2026-11-24')).not.toBe(salts.salts.get('2026-11-25'));
    const report = await service.report('2026-11-24', '2026-11-25');
    expect(report.days).toEqual([
      { date: '2026-11-24', views: 1, visitors: 1 },
      { date: '2026-11-25', views: 1, visitors: 1 },
    ]);
    expect(report.totals).toEqual({ views: 2, visitors: 2 });
    clock.now = Date.parse('2026-11-26T08:00:00Z');
    await service.recordView({ path: '/', address: '203.0.113.1', userAgent: CHROME, entry: entry() });
    expect([...salts.salts.keys()].sort()).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('keeps the source, the UTM tags, the device and the browser of the page a visit began on', async () => {
    const { service } = setUp();
    await service.recordView({ path: '/blog/third-shot-drop', address: '203.0.113.1', userAgent: IPHONE, entry: entry('https://www.google.com/', 'utm_source=Newsletter&utm_medium=email&utm_campaign=spring') });
    await service.recordView({ path: '/courts', address: '203.0.113.2', userAgent: CHROME, entry: entry('https://old.reddit.com/r/Pickleball/') });
    // A link followed inside the site is not a new visit.
    await service.recordView({ path: '/blog', address: '203.0.113.2', userAgent: CHROME, entry: entry('https://pickleball.example/courts') });
    const report = await service.report('2026-11-24', '2026-11-24');
    expect(report.referrers).toEqual(expect.arrayContaining([{ source: 'google', visitors: 1 }, { source: 'reddit', visitors: 1 }]));
    expect(report.referrers).toHaveLength(2);
    expect(report.campaigns).toEqual([{ source: 'newsletter', medium: 'email', campaign: 'spring', visitors: 1 }]);
    expect(report.devices).toEqual(expect.arrayContaining([{ device: 'mobile', visitors: 1 }, { device: 'desktop', visitors: 1 }]));
    expect(report.browsers).toEqual(expect.arrayContaining([{ browser: 'safari', visitors: 1 }, { browser: 'chrome', visitors: 1 }]));
    expect(report.entries.map((e) => e.path).sort()).toEqual(['/blog/third-shot-drop', '/courts']);
    expect(report.posts).toEqual([{ slug: 'third-shot-drop', views: 1, visitors: 1 }]);
    expect(await service.post('third-shot-drop')).toEqual({ views: 1, visitors: 1 });
    expect(await service.post('never-read')).toEqual({ views: 0, visitors: 0 });
  });

  it('counts court searches by place and radius, with and without results, the empty ones first', async () => {
    const { service } = setUp();
    service.recordSearch({ place: 'Boise, ID 83702', radius: 10, found: 3 });
    service.recordSearch({ place: 'Boise, ID 83702', radius: 10, found: 3 });
    service.recordSearch({ place: 'Nome, AK 99762', radius: 50, found: 0 });
    expect(await service.courtSearches('2026-11-24', '2026-11-24')).toEqual([
      { place: 'Nome, AK 99762', radius: 50, searches: 1, withResults: 0, withoutResults: 1 },
      { place: 'Boise, ID 83702', radius: 10, searches: 2, withResults: 2, withoutResults: 0 },
    ]);
    expect(await service.courtSearches('2026-11-25', '2026-11-30')).toEqual([]);
  });

  it('sums the last days and the days before them', async () => {
    const { service, clock } = setUp(Date.parse('2026-10-20T10:00:00Z'));
    await service.recordView({ path: '/', address: '203.0.113.1', userAgent: CHROME });
    clock.now = Date.parse('2026-11-20T10:00:00Z');
    await service.recordView({ path: '/', address: '203.0.113.1', userAgent: CHROME });
    await service.recordView({ path: '/blog', address: '203.0.113.1', userAgent: CHROME });
    await service.recordView({ path: '/', address: '203.0.113.9', userAgent: CHROME });
    clock.now = Date.parse('2026-11-24T10:00:00Z');
    expect(await service.summary(30)).toEqual({ days: 30, views: 3, visitors: 2, previousViews: 1, previousVisitors: 1 });
  });

  it('refuses a period that ends before it starts or is longer than a year', async () => {
    const { service } = setUp();
    await expect(service.report('2026-11-24', '2026-11-23')).rejects.toBeInstanceOf(HttpProblem);
    await expect(service.courtSearches('2024-01-01', '2026-11-23')).rejects.toMatchObject({ status: 400 });
  });
});
