import { expect, test } from '../fixtures.ts';
import { partsOf } from '../../api/test/newsletter/smtpSink.ts';
import { createPostViaApi, expectToast, signIn, tinyPng, toast } from './helpers.ts';
import { resetSettings } from './settingsE2e.ts';
import { useSmtpSink } from './staff.ts';

// The back office's screens are chunks of their own, slow to arrive on a busy machine.
test.describe.configure({ timeout: 120_000 });

const sink = useSmtpSink();

test.afterEach(async ({ page }) => {
  await resetSettings(page.request);
});

test('the brand set once in Settings reaches the pages, the sign-in screen and the mail', async ({ page, browser }, testInfo) => {
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `Riverside Club ${testInfo.project.name}`;
  await signIn(page);
  const post = await createPostViaApi(page.request, { title: `Brand post ${run}`, slug: `brand-post-${run}`, publishStatus: 'published' });
  const staticPage = await page.request.post('/api/pages', { data: { title: `Brand page ${run}`, slug: `brand-page-${run}`, content: 'Courts open at dawn.', isPublished: true } });
  expect(staticPage.status(), await staticPage.text()).toBe(201);

  await page.goto('/n4n4/settings');
  await expect(page.getByLabel('Site Title')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Site Title').fill(title);
  await page.getByRole('tab', { name: 'Appearance' }).click();

  // A colour text cannot be read in is refused beside the field, in the server's words.
  const { id: _id, version: _version, savedAt: _savedAt, ...current } = (await (await page.request.get('/api/settings')).json()) as Record<string, unknown>;
  const refused = await page.request.put('/api/settings', { data: { ...current, accentColor: '#99cc66' } });
  expect(refused.status()).toBe(400);
  const reason = ((await refused.json()) as { errors: Record<string, string> }).errors.accentColor!;
  const accent = page.getByLabel('Accent Colour', { exact: true });
  await accent.fill('#99cc66');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(reason, { exact: true })).toBeVisible();

  await accent.fill('#1d4ed8');
  await page.getByTestId('settings-logo-file').setInputFiles({ name: 'riverside.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByLabel('Logo', { exact: true })).toHaveValue(/^\/api\/uploads\/[a-f0-9]{24,32}\.png$/);
  const logo = await page.getByLabel('Logo', { exact: true }).inputValue();
  await expectToast(page, 'Image uploaded');
  // On a phone the toast covers the Save button until it goes (it stays while pointed at).
  await page.mouse.move(0, 0);
  await expect(toast(page)).toBeHidden({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Settings saved');

  // The landing: logo in the header and footer, the title as the hero's label and in the copyright, the accent in the first HTML.
  await page.goto('/');
  await expect(page.locator('header').getByRole('img', { name: title })).toHaveAttribute('src', logo);
  await expect(page.locator('.hero__kicker')).toHaveText(title);
  await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} ${title}`);
  expect(await (await page.request.get('/')).text()).toContain('--site-link: light-dark(#1d4ed8, #8fd3ad)');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--site-accent').trim())).toBe('#1d4ed8');

  for (const path of [`/blog/${post.slug}`, `/brand-page-${run}`]) {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`\\| ${title}$`));
    await expect(page.locator('footer').getByRole('img', { name: title })).toHaveAttribute('src', logo);
  }

  const visitor = await browser.newPage();
  await visitor.goto('/login');
  await expect(visitor.getByRole('img', { name: title })).toHaveAttribute('src', logo);
  await visitor.close();

  const email = `brand-${run}@example.com`;
  expect((await page.request.post('/api/users', { data: { username: `brand-${run}`, email, role: 'viewer' } })).status()).toBe(201);
  await expect.poll(() => sink().to(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const mail = sink().to(email)[0]!;
  expect(mail.headers.subject).toBe(`You are invited to ${title}`);
  const html = partsOf(mail).find((part) => part.type === 'text/html')!.body;
  expect(html).toContain(`alt="${title}"`);
  expect(html).toContain(`${logo}"`);
});
