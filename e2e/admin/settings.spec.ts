import { expect, test } from '../fixtures.ts';
import { createPostViaApi, desktopOnly, expectToast, signIn } from './helpers.ts';
import { resetSettings } from './settingsE2e.ts';

// The back office's screens are chunks of their own, slow to arrive on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.afterEach(async ({ page }) => {
  await resetSettings(page.request);
});

test('a new title and posts per page are saved, and /blog obeys them without a restart', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  for (let n = 1; n <= 6; n += 1) await createPostViaApi(page.request, { title: `Settings drill ${n}`, slug: `settings-drill-${testInfo.retry}-${n}-${Date.now().toString(36)}`, publishStatus: 'published' });

  await page.goto('/n4n4/settings');
  const title = page.getByLabel('Site Title');
  await expect(title).toHaveValue('Pickleball Hub', { timeout: 20_000 });
  await title.fill('Dink Society');
  await page.getByLabel('Posts per Page').click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Settings saved', 'Your settings have been saved.');

  await page.reload();
  await expect(page.getByLabel('Site Title')).toHaveValue('Dink Society');

  await page.goto('/blog');
  await expect(page).toHaveTitle('The Dink Society Blog | Dink Society');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Dink Society Blog');
  await expect(page.locator('article.post-card')).toHaveCount(5);
  await expect(page.getByRole('navigation', { name: 'Pages' }).locator('a[rel="next"]')).toHaveAttribute('href', '/blog?page=2');
});

test('a refused field says why under it, and nothing is saved', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  await page.goto('/n4n4/settings');
  await expect(page.getByLabel('Site Title')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Site Title').fill('   ');
  await page.getByRole('tab', { name: 'SEO' }).click();
  await page.getByLabel('Facebook Profile').fill('facebook.com/no-scheme');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Use an https:// link to the profile, or leave it empty.')).toBeVisible();
  await page.getByRole('tab', { name: 'General' }).click();
  await expect(page.getByText('Site title is required.', { exact: true })).toBeVisible();
  expect(((await (await page.request.get('/api/public/settings')).json()) as { siteTitle: string }).siteTitle).toBe('Pickleball Hub');
});

test('switching to dark makes the public pages dark in the server HTML and in the browser; an earlier version can be restored', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  // A light version to go back to.
  await resetSettings(page.request);
  await page.goto('/n4n4/settings');
  await expect(page.getByLabel('Site Title')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await page.getByLabel('Theme').click();
  await page.getByRole('option', { name: 'Dark' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Settings saved');

  const html = await (await page.request.get('/blog', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('<html lang="en" data-theme="dark">');
  await page.goto('/blog');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(16, 22, 19)');

  // Back to the version before: light again.
  await page.goto('/n4n4/settings');
  await expect(page.getByLabel('Site Title')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Advanced' }).click();
  await page.getByRole('button', { name: /^Restore version/ }).first().click();
  await expectToast(page, 'Settings restored');
  await page.goto('/blog');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(251, 252, 249)');
});

test('a new post starts with the default post status', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  const { id: _id, version: _version, savedAt: _savedAt, ...fields } = (await (await page.request.get('/api/settings')).json()) as Record<string, unknown>;
  expect((await page.request.put('/api/settings', { data: { ...fields, defaultPostStatus: 'published' } })).status()).toBe(200);
  await page.goto('/n4n4/posts/new');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Status')).toHaveText('Published');
});
