import { describe, expect, it } from 'vitest';
import { createBatcher } from '../../src/analytics/batcher.ts';
import { KEYS_PER_DAY, OTHER } from '../../src/analytics/keyCap.ts';
import { createAnalyticsService } from '../../src/analytics/service.ts';
import { createViewLimit, VIEW_WINDOW_MS } from '../../src/analytics/viewLimit.ts';
import { createVisitorIds, VISITORS_PER_ADDRESS } from '../../src/analytics/visitors.ts';
import { fakeCountRepository, fakeSaltRepository } from './fakes.ts';

const DAY = '2026-11-24';
const agent = (i: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i}.0 Safari/537.36`;
const entry = (referrer?: string, query = '') => ({ referrer, query: new URLSearchParams(query), host: 'pickleball.example' });

function setUp(options: { maxVisitors?: number; viewsPerMinute?: number } = {}) {
  const repository = fakeCountRepository();
  const clock = { now: Date.parse(`${DAY}T12:00:00Z`) };
  const batcher = createBatcher({ write: (rows) => repository.add(rows), intervalMs: 60_000, onError: () => {} });
  const service = createAnalyticsService({
    repository,
    batcher,
    visitors: createVisitorIds(fakeSaltRepository(), 'https://pickleball.example', options.maxVisitors ? { maxVisitors: options.maxVisitors } : {}),
    siteHost: 'pickleball.example',
    now: () => clock.now,
    ...(options.viewsPerMinute ? { viewLimit: createViewLimit(options.viewsPerMinute, () => clock.now) } : {}),
  });
  return { service, clock, repository };
}

describe('limits on what counting keeps', () => {
  it('counts at most the limit of views a minute from one address, and more again the next minute', async () => {
    const { service, clock } = setUp({ viewsPerMinute: 3 });
    for (let i = 0; i < 10; i += 1) await service.recordView({ path: '/', address: '203.0.113.1', userAgent: agent(i), entry: entry(`https://spam-${i}.example/`) });
    await service.recordView({ path: '/', address: '203.0.113.2', userAgent: agent(0) });
    expect((await service.report(DAY, DAY)).totals).toEqual({ views: 4, visitors: 4 });
    clock.now += VIEW_WINDOW_MS;
    await service.recordView({ path: '/', address: '203.0.113.1', userAgent: agent(0) });
    expect((await service.report(DAY, DAY)).totals.views).toBe(5);
  });

  it("keeps a day's first keys of each kind and counts the rest under \"other\"", async () => {
    const { service } = setUp();
    const flood = KEYS_PER_DAY.referrer + 40;
    for (let i = 0; i < flood; i += 1) {
      await service.recordView({ path: '/', address: `10.0.${i >> 8}.${i & 255}`, userAgent: agent(0), entry: entry(`https://spam-${i}.example/`, `utm_source=s${i}&utm_medium=m${i}&utm_campaign=c${i}`) });
    }
    const { referrers, campaigns, totals } = await service.report(DAY, DAY);
    expect(totals).toEqual({ views: flood, visitors: flood });
    expect(referrers.filter((r) => r.source !== OTHER).length).toBeLessThanOrEqual(KEYS_PER_DAY.referrer);
    expect(referrers.find((r) => r.source === OTHER)).toEqual({ source: OTHER, visitors: flood - KEYS_PER_DAY.referrer });
    // The report shows at most its top rows; what is kept and what is folded adds up to every visitor.
    expect(campaigns[0]).toEqual({ source: OTHER, medium: OTHER, campaign: OTHER, visitors: flood - KEYS_PER_DAY.campaign });
  });

  it('folds pages past the limit into "other" and counts no post for them', async () => {
    const { service } = setUp();
    const flood = KEYS_PER_DAY.page + 5;
    for (let i = 0; i < flood; i += 1) await service.recordView({ path: `/blog/post-${i}`, address: '203.0.113.1', userAgent: agent(0) });
    const report = await service.report(DAY, DAY);
    expect(report.pages[0]).toEqual({ path: OTHER, views: 5, visitors: 1 });
    expect(report.totals.views).toBe(flood);
    expect(await service.post(`post-${flood - 1}`)).toEqual({ views: 0, visitors: 0 });
    expect(await service.post('post-0')).toEqual({ views: 1, visitors: 1 });
  });

  it("holds at most the cap of a day's visitors: later ones' views count, as no new visitor", async () => {
    const { service } = setUp({ maxVisitors: 3 });
    for (let i = 0; i < 5; i += 1) await service.recordView({ path: '/', address: `203.0.113.${i}`, userAgent: agent(i), entry: entry() });
    // A visitor already held is still told apart.
    await service.recordView({ path: '/blog', address: '203.0.113.0', userAgent: agent(0) });
    const report = await service.report(DAY, DAY);
    expect(report.totals).toEqual({ views: 6, visitors: 3 });
    expect(report.pages).toEqual([
      { path: '/', views: 5, visitors: 3 },
      { path: '/blog', views: 1, visitors: 1 },
    ]);
  });

  it('makes at most its number of new visitors a day from one address, whatever user agents it sends', async () => {
    const { service } = setUp();
    const flood = VISITORS_PER_ADDRESS + 30;
    for (let i = 0; i < flood; i += 1) await service.recordView({ path: '/', address: '203.0.113.9', userAgent: agent(i), entry: entry() });
    await service.recordView({ path: '/', address: '203.0.113.10', userAgent: agent(0), entry: entry() });
    expect((await service.report(DAY, DAY)).totals).toEqual({ views: flood + 1, visitors: VISITORS_PER_ADDRESS + 1 });
  });
});
