import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

test('the landing page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#blog [aria-busy="false"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Scrolled: the navigation has its solid style.
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect(page.locator('header.nav--scrolled')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the login page has no serious accessibility violations, also with errors shown', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a post page has no serious accessibility violations', async ({ page, request }) => {
  const list = (await (await request.get('/api/public/posts?page=1&pageSize=1')).json()) as { items: { slug: string }[] };
  await page.goto(`/blog/${list.items[0]!.slug}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the 404 page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of ['/blog', '/blog/category/technique']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
