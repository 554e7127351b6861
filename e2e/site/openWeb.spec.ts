import { expect, test } from '../fixtures.ts';
import { desktopOnly, signIn } from '../admin/helpers.ts';
import { resetSettings, saveSettings } from '../admin/settingsE2e.ts';

test.afterEach(async ({ page }) => {
  await resetSettings(page.request);
});

test('robots.txt lets image crawlers fetch uploads and keeps them out of the back office and the private API', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  const rules = (await (await page.request.get('/robots.txt')).text()).split('\n');
  expect(rules).not.toContain('Allow: /');
  expect(rules.indexOf('Allow: /api/uploads/')).toBeGreaterThan(0);
  expect(rules.indexOf('Allow: /api/uploads/')).toBeLessThan(rules.indexOf('Disallow: /api/'));
  expect(rules).toContain('Disallow: /n4n4');
});

test('every sample post previews with an image of a known size', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  const list = (await (await page.request.get('/api/public/posts?pageSize=50')).json()) as { items: { slug: string }[] };
  expect(list.items.length).toBeGreaterThan(0);
  for (const { slug } of list.items) {
    await page.goto(`/blog/${slug}`);
    for (const key of ['og:image', 'og:image:width', 'og:image:height']) {
      await expect(page.locator(`meta[property="${key}"]`), `${slug} ${key}`).toHaveAttribute('content', /\S/);
    }
  }
});

test('the footer links its icons to the profiles set and hides the rest', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  await saveSettings(page.request, { social: { facebook: 'https://facebook.com/pickleballhub', instagram: '', youtube: 'https://youtube.com/@pickleballhub', x: '' } });
  await page.goto('/blog');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Pickleball Hub on Facebook' })).toHaveAttribute('href', 'https://facebook.com/pickleballhub');
  await expect(footer.getByRole('link', { name: 'Pickleball Hub on YouTube' })).toHaveAttribute('href', 'https://youtube.com/@pickleballhub');
  await expect(footer.getByRole('link', { name: /on (Instagram|X)$/ })).toHaveCount(0);
});

test('"system" follows the device: dark for a visitor who prefers dark, light for one who does not', async ({ page }) => {
  await signIn(page);
  await saveSettings(page.request, { themeMode: 'system' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/blog');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(16, 22, 19)');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(251, 252, 249)');
});

test('the chosen font comes from this site, not a third-party host', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  await saveSettings(page.request, { font: 'Lato' });
  const fontHosts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontHosts.push(new URL(request.url()).host);
  });
  await page.goto('/blog');
  // The regular face is preloaded; asking for it resolves once it has arrived from this origin.
  expect(await page.evaluate(async () => (await document.fonts.load("16px 'Lato'")).length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Lato,/);
  expect(new Set(fontHosts)).toEqual(new Set([new URL(page.url()).host]));
});
