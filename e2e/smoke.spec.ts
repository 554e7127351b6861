import { expect, test } from './fixtures.ts';

test('the landing page opens in Chromium', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('How to Play Pickleball');
});

test('an unknown path shows the 404 card', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
