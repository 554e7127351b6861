import { test as withoutWaiting } from '@playwright/test';
import { ADMIN, createPostViaApi } from '../admin/helpers.ts';
import { axeOn } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { openMenuIfCollapsed } from './helpers.ts';

/** A word no other test writes, so each run finds only its own posts. */
const run = `zq${Date.now().toString(36)}`;
const title = `Kitchen Volley ${run}`;
let slug = '';

withoutWaiting.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  expect((await request.post('/api/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  slug = `kitchen-volley-${run}`;
  await createPostViaApi(request, { title, slug, publishStatus: 'published', publishDate: new Date(Date.now() - 60_000).toISOString(), content: `<p>Reset the ${run} rally with a soft volley.</p>` });
  for (let n = 1; n <= 11; n += 1) {
    await createPostViaApi(request, { title: `Paging ${run} ${n}`, slug: `paging-${run}-${n}`, publishStatus: 'published', publishDate: new Date(Date.now() - 120_000 * n).toISOString() });
  }
  await createPostViaApi(request, { title: `Hidden ${run}`, slug: `hidden-${run}`, publishStatus: 'draft', publishDate: null });
  await request.dispose();
});

test('Ctrl+K opens the search dialog; it answers as you type, arrows and Enter open a result, Escape closes', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('combobox', { name: 'Search the site' });
  await expect(input).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('/');
  await expect(dialog).toBeVisible();
  // A typo and a prefix: "kitchn volly" finds "Kitchen Volley".
  await input.fill(`kitchn volly ${run}`);
  const first = dialog.getByRole('option').first();
  await expect(first).toContainText(title);
  await expect(first.locator('mark').first()).toHaveText('Kitchen');
  expect((await axeOn(page).include('dialog').analyze()).violations).toEqual([]);

  // Tab stays inside the dialog.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  }
  await input.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a place found by search opens the court finder with the place filled in', async ({ page }) => {
  await page.goto('/search?q=78701');
  await page.getByRole('link', { name: /^Find courts near Austin, TX 78701: / }).click();
  await expect(page.getByLabel('Location')).toHaveValue('78701');
  await expect(page.getByLabel('Distance')).toHaveValue('25');
});

test('the navigation search box leads to the search page', async ({ page }) => {
  await page.goto('/');
  await openMenuIfCollapsed(page);
  const box = page.getByRole('search', { name: 'Site' }).getByRole('searchbox', { name: 'Search the site' });
  await box.fill(`volley ${run}`);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=volley/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('on a phone, the search button beside the menu opens the search dialog in one tap', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the desktop bar shows the search box itself');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  const button = nav.getByRole('link', { name: 'Search', exact: true });
  await expect(button).toBeVisible();
  expect((await axeOn(page).include('.nav__search-link').analyze()).violations).toEqual([]);
  await button.tap();
  const input = page.getByRole('dialog', { name: 'Search the site' }).getByRole('combobox', { name: 'Search the site' });
  await expect(input).toBeFocused();
  await input.fill(`volley ${run}`);
  await expect(page.getByRole('dialog', { name: 'Search the site' }).getByRole('option').first()).toContainText(title);
});

test('on the desktop the bar shows the search box, not the phone button', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'phones get the button');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Search', exact: true })).toBeHidden();
});

withoutWaiting.describe('without scripts', () => {
  withoutWaiting.use({ javaScriptEnabled: false });

  withoutWaiting('the search page shows grouped, marked results, pages them, and says when nothing matched; it is noindex', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    const box = page.getByRole('searchbox', { name: 'Search articles, pages, events, courts and gear' });
    await box.fill(`kitchen ${run}`);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kitchen/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “kitchen ${run}”`);
    const articles = page.getByRole('region', { name: /Articles/ });
    await expect(articles.getByRole('link', { name: title })).toBeVisible();
    await expect(articles.locator('mark', { hasText: 'Kitchen' }).first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText(`Hidden ${run}`)).toHaveCount(0);

    await page.goto(`/search?q=paging+${run}`);
    await expect(page.getByRole('region', { name: /Articles/ }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('link', { name: 'More results →' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('region', { name: /Articles/ }).getByRole('listitem')).toHaveCount(1);

    await page.goto(`/search?q=nothingmatches${run}`);
    await expect(page.getByText(`No results for “nothingmatches${run}”.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'browse all articles' })).toHaveAttribute('href', '/blog');
  });

  withoutWaiting('the navigation search box is a plain form on the desktop', async ({ page }, testInfo) => {
    withoutWaiting.skip(testInfo.project.name !== 'desktop', 'the mobile menu opens with a script');
    await page.goto('/');
    const box = page.getByRole('search', { name: 'Site' }).getByRole('searchbox', { name: 'Search the site' });
    await box.fill(`volley ${run}`);
    await box.press('Enter');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });

  withoutWaiting('on a phone the search button beside the menu leads to the search page', async ({ page }, testInfo) => {
    withoutWaiting.skip(testInfo.project.name !== 'mobile', 'the desktop bar shows the search box itself');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search', exact: true }).tap();
    await expect(page).toHaveURL(/\/search$/);
    const box = page.getByRole('searchbox', { name: 'Search articles, pages, events, courts and gear' });
    await box.fill(`volley ${run}`);
    await box.press('Enter');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });

  withoutWaiting('a place leads to the court finder', async ({ page }) => {
    await page.goto('/search?q=Austin%2C+TX');
    await expect(page.getByRole('link', { name: /^Find courts near Austin, TX: \d+\+? courts? within 25 miles$/ })).toHaveAttribute('href', '/courts?near=Austin%2C%20TX&miles=25');
  });
});
