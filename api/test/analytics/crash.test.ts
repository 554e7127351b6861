import { describe, expect, it } from 'vitest';
import { FLUSH_INTERVAL_MS } from '../../src/analytics/setup.ts';
import { signIn, startServer, stopServer, useServerDataDir } from '../reliability/childServer.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BEFORE_FLUSH = 20;
const AFTER_FLUSH = 15;

/** One in-app navigation, each from its own address (so the per-address limit never answers). */
async function view(url: string, path: string, n: number): Promise<void> {
  const response = await fetch(`${url}/api/analytics/views`, {
    method: 'POST',
    headers: { 'User-Agent': BROWSER, 'X-Forwarded-For': `10.20.${n}.1`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ path }),
  });
  expect(response.status).toBe(204);
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('page-view counting survives a SIGKILL', () => {
  const dataDir = useServerDataDir();

  it('keeps every view counted before the last flush interval, and loses at most that interval', { timeout: 120_000 }, async () => {
    const env = { TRUST_PROXY: 'loopback' };
    const first = await startServer(dataDir, env);
    for (let n = 0; n < BEFORE_FLUSH; n += 1) await view(first.url, '/blog', n);
    // A whole flush interval (and a margin) passes: those views are written by now.
    await new Promise((resolve) => setTimeout(resolve, FLUSH_INTERVAL_MS + 3_000));
    for (let n = 0; n < AFTER_FLUSH; n += 1) await view(first.url, '/courts', BEFORE_FLUSH + n);
    // No shutdown: whatever is still held in memory is lost with the process.
    await stopServer(first, 'SIGKILL');

    const second = await startServer(dataDir, env);
    const cookie = await signIn(second.url);
    const response = await fetch(`${second.url}/api/analytics?from=${day(-1)}&to=${day(1)}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const report = (await response.json()) as { totals: { views: number }; pages: { path: string; views: number; visitors: number }[] };
    const counted = (path: string) => report.pages.find((page) => page.path === path) ?? { views: 0, visitors: 0 };
    expect(counted('/blog')).toMatchObject({ views: BEFORE_FLUSH, visitors: BEFORE_FLUSH });
    expect(counted('/courts').views).toBeLessThanOrEqual(AFTER_FLUSH);
    expect(report.totals.views).toBe(BEFORE_FLUSH + counted('/courts').views);
  });
});
