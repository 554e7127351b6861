import { expect, test } from '../fixtures.ts';

/** The landing page's first-load JavaScript budget: bytes on the wire (gzip), React, router and query included. */
const FIRST_LOAD_JS_BUDGET_BYTES = 120_000;

test('the landing page loads no react-admin or MUI code and stays within its JS budget', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one measurement is enough');
  const scripts = new Map<string, Buffer>();
  const transferred = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), await response.body());
    transferred.set(response.url(), (await response.request().sizes()).responseBodySize);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('#blog [aria-busy="false"]')).toBeVisible();

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

test('the hero image is the largest contentful paint', async ({ page }) => {
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
  expect(new URL(lcp).pathname).toBe('/hero-court.jpg');
});
