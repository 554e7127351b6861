import { expect, test } from '../fixtures.ts';

/** The landing page's first-load JavaScript budget: bytes on the wire (compressed as served), React, router and query included. */
const FIRST_LOAD_JS_BUDGET_BYTES = 120_000;

for (const which of ['the landing page', 'a post page'] as const) {
  test(`${which} loads no react-admin or MUI code and stays within its JS budget`, async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one measurement is enough');
    let path = '/';
    if (which === 'a post page') {
      const list = (await (await request.get('/api/public/posts?page=1&pageSize=1')).json()) as { items: { slug: string }[] };
      path = `/blog/${list.items[0]!.slug}`;
    }
    const scripts = new Map<string, Buffer>();
    const transferred = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(response.url(), await response.body());
      transferred.set(response.url(), (await response.request().sizes()).responseBodySize);
    });
    await page.goto(path, { waitUntil: 'networkidle' });

    expect(scripts.size).toBeGreaterThan(0);
    for (const [url, body] of scripts) {
      const text = body.toString('utf8');
      expect(url).not.toContain('n4n4');
      expect(text, url).not.toContain('MuiButtonBase');
      expect(text, url).not.toContain('ra.action.');
    }
    const total = [...transferred.values()].reduce((sum, bytes) => sum + bytes, 0);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
  });
}

test('the hero image is the largest contentful paint', async ({ page }, testInfo) => {
  await page.goto('/');
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as PerformanceEntry & { url?: string };
          resolve(entry.url ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  // The variant of the screen's width: 750 pixels across on the 375 px phone at 2x, 1440 on the desktop.
  expect(new URL(lcp).pathname).toBe(testInfo.project.name === 'mobile' ? '/hero-court-960.webp' : '/hero-court-1600.webp');
});

test('a rendered page fetches no stylesheet: its styles come inline, and the app does not fetch them again', async ({ page }) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(request.url());
  });
  for (const path of ['/', '/blog']) await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(sheets).toEqual([]);
});

test("a page paints before any of the app's modules is asked for", async ({ page }) => {
  for (const path of ['/', '/blog']) {
    await page.goto(path);
    await page.locator('#server-rendered').waitFor({ state: 'detached' });
    const { paint, modules } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      modules: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(modules.length, path).toBeGreaterThan(0);
    expect(Math.min(...modules), path).toBeGreaterThan(paint);
  }
});
