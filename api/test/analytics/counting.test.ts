import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsCourtSearches, analyticsReport, analyticsSummary, postsCreate, previewsCreateLink } from '../../../codegen/hey-api/sdk.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) AnalyticsTestBrowser/131.0 Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 AnalyticsTestPhone/1 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** Each visitor comes from an address of its own (the app trusts one proxy hop here). */
const ADDRESS = { a: '198.51.100.23', b: '198.51.100.71', bot: '198.51.100.90', prefetch: '198.51.100.91', head: '198.51.100.92', staff: '198.51.100.93', office: '198.51.100.94', preview: '198.51.100.95' };

const today = () => new Date().toISOString().slice(0, 10);

/** Views are counted by this app as browsers see it: pages rendered on the server and cached, the beacon, court searches. */
describe('counting page views', () => {
  const app = useTestApp({ seed: true, serveSite: true, env: { TRUST_PROXY: '1' } });
  const setCookies: string[] = [];
  const visit = async (path: string, address: string, userAgent: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await fetch(`${app.url}${path}`, { method, headers: { 'User-Agent': userAgent, 'X-Forwarded-For': address, Accept: 'text/html', ...headers }, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.headers.get('set-cookie')) setCookies.push(`${path}: ${response.headers.get('set-cookie')}`);
    return response.status;
  };
  const beacon = async (path: string, address: string, userAgent: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.url}/api/analytics/views`, { method: 'POST', headers: { 'User-Agent': userAgent, 'X-Forwarded-For': address, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ path }) });
    if (response.headers.get('set-cookie')) setCookies.push(`beacon: ${response.headers.get('set-cookie')}`);
    return response.status;
  };
  const report = async () => (await analyticsReport({ client: app.admin, query: { from: today(), to: today() } })).data!;

  beforeAll(async () => {
    // Visitor a: the landing twice (the second from the public cache, before Express), then the blog; an in-app navigation to the About page.
    expect(await visit('/', ADDRESS.a, BROWSER, { Referer: 'https://www.google.com/' })).toBe(200);
    expect(await visit('/', ADDRESS.a, BROWSER)).toBe(200);
    expect(await visit('/blog?utm_source=newsletter&utm_medium=email&utm_campaign=spring', ADDRESS.a, BROWSER)).toBe(200);
    expect(await beacon('/about', ADDRESS.a, BROWSER)).toBe(204);
    // Visitor b: the landing, from Reddit, on a phone.
    expect(await visit('/', ADDRESS.b, PHONE, { Referer: 'https://old.reddit.com/r/Pickleball/' })).toBe(200);
    // Not counted: a bot, a prefetch, a HEAD request, signed-in staff, the back office, a preview page.
    expect(await visit('/', ADDRESS.bot, GOOGLEBOT)).toBe(200);
    expect(await beacon('/about', ADDRESS.bot, GOOGLEBOT)).toBe(204);
    expect(await visit('/blog', ADDRESS.prefetch, BROWSER, { 'Sec-Purpose': 'prefetch' })).toBe(200);
    expect(await visit('/blog', ADDRESS.prefetch, BROWSER, { Purpose: 'prefetch' })).toBe(200);
    expect(await visit('/', ADDRESS.head, BROWSER, {}, 'HEAD')).toBe(200);
    expect(await visit('/', ADDRESS.staff, BROWSER, { Cookie: app.cookie })).toBe(200);
    expect(await beacon('/blog', ADDRESS.staff, BROWSER, { Cookie: app.cookie })).toBe(204);
    expect(await visit('/n4n4', ADDRESS.office, BROWSER)).toBe(200);
    expect(await beacon('/n4n4/posts', ADDRESS.office, BROWSER)).toBe(204);
    const { data: draft } = await postsCreate({ client: app.admin, body: { title: 'Unpublished Draft', slug: 'unpublished-draft', content: '<p>Soon.</p>', publishStatus: 'draft' } });
    const { data: link } = await previewsCreateLink({ client: app.admin, path: { id: draft!.id } });
    expect(await visit(new URL(link!.url).pathname, ADDRESS.preview, BROWSER)).toBe(200);
    expect(await beacon(new URL(link!.url).pathname, ADDRESS.preview, BROWSER)).toBe(204);
  });

  it('counts each view by a browser once, and each visitor once a day', async () => {
    await expect.poll(async () => (await report()).totals, { timeout: 5_000 }).toEqual({ views: 5, visitors: 2 });
    const { pages, days } = await report();
    expect(pages).toEqual([
      { path: '/', views: 3, visitors: 2 },
      expect.objectContaining({ views: 1, visitors: 1 }),
      expect.objectContaining({ views: 1, visitors: 1 }),
    ]);
    expect(pages.map((page) => page.path).sort()).toEqual(['/', '/about', '/blog']);
    expect(days).toEqual([{ date: today(), views: 5, visitors: 2 }]);
  });

  it('keeps where visits came from, their campaign, device and browser', async () => {
    const { referrers, campaigns, devices, browsers, entries } = await report();
    expect(referrers).toEqual(expect.arrayContaining([{ source: 'google', visitors: 1 }, { source: 'reddit', visitors: 1 }]));
    expect(campaigns).toEqual([{ source: 'newsletter', medium: 'email', campaign: 'spring', visitors: 1 }]);
    expect(devices).toEqual(expect.arrayContaining([{ device: 'desktop', visitors: 1 }, { device: 'mobile', visitors: 1 }]));
    expect(browsers).toEqual(expect.arrayContaining([{ browser: 'chrome', visitors: 1 }, { browser: 'safari', visitors: 1 }]));
    expect(entries.map((entry) => entry.path).sort()).toEqual(['/', '/blog']);
  });

  it('answers the dashboard the last days and the days before', async () => {
    const { data } = await analyticsSummary({ client: app.admin, query: { days: 30 } });
    expect(data).toEqual({ days: 30, views: 5, visitors: 2, previousViews: 0, previousVisitors: 0 });
  });

  it('counts court searches by place and radius, with and without results, however they are answered', async () => {
    const search = (query: string) => fetch(`${app.url}/api/public/courts?${query}`, { headers: { 'User-Agent': BROWSER, 'X-Forwarded-For': ADDRESS.a } }).then((r) => r.status);
    expect(await search('near=78704&miles=10')).toBe(200);
    expect(await search('near=78704&miles=10')).toBe(200);
    expect(await search('near=99762&miles=50')).toBe(200);
    expect(await search('near=Nowhere%2C+ZZ')).toBe(400);
    await expect
      .poll(async () => (await analyticsCourtSearches({ client: app.admin, query: { from: today(), to: today() } })).data, { timeout: 5_000 })
      .toEqual([
        { place: expect.stringMatching(/^Nome, AK/), radius: 50, searches: 1, withResults: 0, withoutResults: 1 },
        { place: expect.stringMatching(/^Austin, TX/), radius: 10, searches: 2, withResults: 2, withoutResults: 0 },
      ]);
  });

  it('sets no cookie on any public response', () => {
    expect(setCookies).toEqual([]);
  });

  it('stores neither addresses nor user agents anywhere in the database', async () => {
    await expect.poll(async () => (await report()).totals.views, { timeout: 5_000 }).toBe(5);
    const collections = await mongoose.connection.db!.listCollections().toArray();
    expect(collections.map((c) => c.name)).toEqual(expect.arrayContaining(['analytics_counts', 'analytics_salts']));
    let dump = '';
    for (const { name } of collections) dump += JSON.stringify(await mongoose.connection.db!.collection(name).find({}).toArray());
    expect(dump).toContain('/blog');
    for (const secret of [...Object.values(ADDRESS), 'AnalyticsTestBrowser', 'AnalyticsTestPhone', 'Googlebot']) expect(dump).not.toContain(secret);
  });

  it('is for signed-in staff only', async () => {
    expect((await analyticsReport({ client: app.anonymous, query: { from: today(), to: today() } })).response?.status).toBe(401);
    expect((await analyticsCourtSearches({ client: app.anonymous, query: { from: today(), to: today() } })).response?.status).toBe(401);
    expect((await analyticsSummary({ client: app.anonymous })).response?.status).toBe(401);
  });

  it('refuses a bad period or beacon with 400 and counts nothing', async () => {
    expect((await analyticsReport({ client: app.admin, query: { from: today(), to: '2020-01-01' } })).response?.status).toBe(400);
    expect((await analyticsReport({ client: app.admin, query: { from: 'yesterday', to: today() } as never })).response?.status).toBe(400);
    expect(await beacon('not-a-path', ADDRESS.a, BROWSER)).toBe(400);
    const response = await fetch(`${app.url}/api/analytics/views`, { method: 'POST', headers: { 'User-Agent': BROWSER, 'Content-Type': 'application/json' }, body: JSON.stringify({ path: `/${'x'.repeat(400)}` }) });
    expect(response.status).toBe(400);
    expect((await report()).totals.views).toBe(5);
  });
});

describe('a malformed session cookie on a public page', () => {
  const app = useTestApp({ seed: true, serveSite: true });

  it('is answered, counted as a visitor, and leaves the server answering', async () => {
    // Not valid percent-encoding: reading it must not throw after the answer is sent.
    const broken = await fetch(`${app.url}/`, { headers: { 'User-Agent': BROWSER, Accept: 'text/html', Cookie: 'n4n4_session=%E0%A4%A' } });
    await broken.arrayBuffer();
    expect(broken.status).toBe(200);
    await expect.poll(async () => (await analyticsReport({ client: app.admin, query: { from: today(), to: today() } })).data!.totals.views, { timeout: 5_000 }).toBe(1);
    expect((await fetch(`${app.url}/blog`, { headers: { Accept: 'text/html' } })).status).toBe(200);
  });
});
