import { expect, test } from '../fixtures.ts';
import { createPostViaApi, desktopOnly, signIn, unique } from './helpers.ts';
import { ADMIN_SCREENS, openScreen } from './screens.ts';

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
});

test('every screen names itself in the browser tab, also after in-app navigation', async ({ page }) => {
  test.setTimeout(180_000);
  for (const screen of ADMIN_SCREENS) {
    await openScreen(page, screen);
    await expect(page).toHaveTitle(screen.tab ?? `${screen.title} · Blog CMS`);
  }
  await page.getByRole('menu').getByRole('menuitem', { name: 'Categories' }).click();
  await expect(page).toHaveTitle('Categories · Blog CMS');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveTitle('Dashboard · Blog CMS');
});

test('status labels read with their first letter capitalised on every screen that shows them', async ({ page }) => {
  const title = unique('Casing check');
  await createPostViaApi(page.request, { title, slug: title.toLowerCase().replaceAll(' ', '-'), publishStatus: 'draft' });
  const signup = await page.request.post('/api/public/newsletter', { data: { email: `casing-${Date.now()}@example.com` } });
  expect(signup.status()).toBe(202);
  const issue = await page.request.post('/api/newsletter/issues', { data: { subject: unique('Casing issue'), intro: '', posts: [] } });
  expect(issue.status()).toBe(201);
  const pageTitle = unique('Casing page');
  const draftPage = await page.request.post('/api/pages', { data: { title: pageTitle, slug: pageTitle.toLowerCase().replaceAll(' ', '-'), content: 'A draft.', isPublished: false } });
  expect(draftPage.status()).toBe(201);

  const labelsIn = async (path: string, table: string, expected: string) => {
    await page.goto(path);
    const chips = page.getByRole('table', { name: table }).locator('.MuiChip-label');
    await expect(chips.getByText(expected, { exact: true }).first()).toBeVisible();
    for (const label of await chips.allTextContents()) expect(label, `${table}: ${label}`).toMatch(/^[A-Z][a-z]+$/);
  };
  await labelsIn('/n4n4', 'Recent Posts', 'Draft');
  await labelsIn('/n4n4/posts', 'Blog Posts', 'Draft');
  await labelsIn('/n4n4/subscribers', 'Subscribers', 'Pending');
  await labelsIn('/n4n4/issues', 'Issues', 'Draft');
  await labelsIn('/n4n4/pages', 'Pages', 'Draft');
});

test('every sidebar label fits the 9 rem sidebar, also in bold as the current screen', async ({ page }) => {
  // It opens every screen of the sidebar in turn: the walk grows with each resource.
  test.setTimeout(90_000);
  await page.goto('/n4n4');
  const menu = page.getByRole('menu');
  // The entries follow the role, known once the identity is read: the last owner-only one shows last.
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible({ timeout: 20_000 });
  const names = (await menu.getByRole('menuitem').allTextContents()).filter((name) => name !== 'Back to Site');
  expect(names).toContain('Subscribers');
  for (const name of names) {
    const item = menu.getByRole('menuitem', { name, exact: true });
    await item.click();
    await expect(item).toHaveAttribute('aria-current', 'page');
    const label = item.locator('.MuiTypography-root');
    const fits = await label.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(fits.scroll, `${name} is cut off`).toBeLessThanOrEqual(fits.client);
  }
  expect(await menu.evaluate((element) => element.getBoundingClientRect().width)).toBe(144);
});

test("the app bar wears the site's dark green", async ({ page }) => {
  await page.goto('/n4n4');
  await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(11, 61, 44)');
});
