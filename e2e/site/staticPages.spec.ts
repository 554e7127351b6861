import { expect, test } from '../fixtures.ts';

test('every footer link answers 200, on the landing and off it; the legal pages are seeded and published', async ({ page, request }) => {
  for (const path of ['/', '/blog', '/about']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    for (const name of ['Privacy Policy', 'Terms of Service', 'Shipping and Returns']) await expect(footer.getByRole('link', { name })).toBeVisible();
    const hrefs = await footer.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(8);
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin) continue;
      expect((await request.get(url.pathname)).status(), href).toBe(200);
      // A section link leads to a section the landing has.
      if (url.hash) expect(await request.get('/').then((r) => r.text())).toContain(`id="${url.hash.slice(1)}"`);
    }
  }
});

test('a static page is served at /{slug} with its head; a page that does not exist is the real 404', async ({ page, request }) => {
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'About Pickleball Hub' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  // Off the landing the navigation's links lead back to the landing's sections, and SHOP to where to buy.
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('a[href="/#paddles"]')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('a[href="/gear#where-to-buy"]')).toHaveCount(1);

  const missing = await request.get('/no-such-page-here');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('404 Page Not Found');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/privacy-policy<\/loc>/);
});
