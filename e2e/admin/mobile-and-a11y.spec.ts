import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { desktopOnly, signIn } from './helpers.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('below 768 px the sidebar is a drawer opened from the top bar, over a dimmed backdrop', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the drawer exists only on narrow screens');
  await signIn(page);
  await page.goto('/n4n4');
  await expect(page.locator('#react-admin-title')).toHaveText('Dashboard');
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  const menu = page.getByRole('menuitem', { name: 'Tags' });
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await expect(page.locator('.MuiBackdrop-root')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.5)');
  await menu.click();
  await expect(page).toHaveURL(/\/n4n4\/tags$/);
  await expect(menu).toBeHidden();
});

test('axe finds no serious or critical problems on the dashboard, the posts list and the editor', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  await page.goto('/n4n4');
  await expect(page.getByRole('table', { name: 'Recent Posts' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/n4n4/posts');
  await expect(page.getByRole('table', { name: 'Blog Posts' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/n4n4/posts/new');
  await expect(page.getByText('No categories found').or(page.getByRole('checkbox').first())).toBeVisible();
  await expectNoSeriousViolations(page);
});
