import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsReport } from '../../../codegen/hey-api/sdk.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';

/** Views one address may have counted a minute: the public read limit's number, small here. */
const LIMIT = 5;
const FLOOD = 12;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** A browser's user agent of its own for each request, as a flood sends them. */
const browser = (i: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i}.0 Safari/537.36`;
const ADDRESS = { warm: '198.51.100.10', flood: '198.51.100.11', beacon: '198.51.100.12' };

const today = () => new Date().toISOString().slice(0, 10);

/** One anonymous client cannot grow the counts at will: not by repeating a cached page, nor by naming pages that do not exist. */
describe('counting under a flood from one address', () => {
  const app = useTestApp({ seed: true, serveSite: true, env: { TRUST_PROXY: '1', PUBLIC_READ_LIMIT: String(LIMIT) } });
  const get = async (path: string, address: string, userAgent: string, referrer?: string) => {
    const response = await fetch(`${app.url}${path}`, { headers: { 'User-Agent': userAgent, 'X-Forwarded-For': address, Accept: 'text/html', ...(referrer ? { Referer: referrer } : {}) } });
    await response.arrayBuffer();
    return response.status;
  };
  const beacon = async (path: string) => {
    const response = await fetch(`${app.url}/api/analytics/views`, { method: 'POST', headers: { 'User-Agent': browser(0), 'X-Forwarded-For': ADDRESS.beacon, 'Content-Type': 'application/json' }, body: JSON.stringify({ path }) });
    await response.arrayBuffer();
    return response.status;
  };
  const report = async () => (await analyticsReport({ client: app.admin, query: { from: today(), to: today() } })).data!;

  beforeAll(async () => {
    // The landing is rendered and cached once (a bot's request, not counted), so the flood's requests are repeats answered before Express.
    expect(await get('/', ADDRESS.warm, GOOGLEBOT)).toBe(200);
    expect(await get('/', ADDRESS.warm, GOOGLEBOT)).toBe(200);
  });

  it('serves every repeat of a cached page but counts only the limit of views a minute per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FLOOD; i += 1) statuses.push(await get('/', ADDRESS.flood, browser(i), `https://spam-${i}.example/`));
    expect(statuses).toEqual(Array(FLOOD).fill(200));
    await expect.poll(async () => (await report()).totals.views, { timeout: 5_000 }).toBe(LIMIT);
    const { totals, referrers, pages } = await report();
    expect(totals).toEqual({ views: LIMIT, visitors: LIMIT });
    expect(referrers).toHaveLength(LIMIT);
    expect(pages).toEqual([{ path: '/', views: LIMIT, visitors: LIMIT }]);
  });

  it('answers the beacon of a path that is no public page with 204 and counts nothing for it', async () => {
    const before = (await report()).totals.views;
    for (const path of ['/no-such-page', '/blog/no-such-post', '/blog/category/no-such-category', '/blog/a/b']) expect(await beacon(path)).toBe(204);
    expect(await beacon('/about')).toBe(204);
    await expect.poll(async () => (await report()).totals.views, { timeout: 5_000 }).toBe(before + 1);
    expect((await report()).pages.map((page) => page.path).sort()).toEqual(['/', '/about']);
  });
});
