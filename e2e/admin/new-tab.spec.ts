import { expect, test } from '../fixtures.ts';
import { desktopOnly, signIn } from './helpers.ts';

test('a signed-in browser opens the back office in a new tab, and its /login goes straight on', async ({ page, context, browser }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  await page.goto('/n4n4/posts');
  await expect(page.getByRole('table', { name: 'Blog Posts' })).toBeVisible({ timeout: 20_000 });

  // A new tab has no n4n4Auth flag of its own: the session cookie decides, and the flag is written.
  const tab = await context.newPage();
  await tab.goto('/n4n4/posts');
  await expect(tab.getByRole('table', { name: 'Blog Posts' })).toBeVisible({ timeout: 20_000 });
  await expect(tab).toHaveURL(/\/n4n4\/posts$/);
  expect(await tab.evaluate(() => sessionStorage.getItem('n4n4Auth'))).toBe('true');

  const login = await context.newPage();
  await login.goto('/login');
  await expect(login).toHaveURL(/\/n4n4\/?$/);
  await expect(login.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });

  // A browser that is not signed in still goes to the login, the screen it asked for kept.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto('/n4n4/posts');
  await expect(stranger).toHaveURL(/\/login\?redirect=%2Fn4n4%2Fposts$/);
  await expect(stranger.getByLabel('Username')).toBeVisible();
});
