import { expect, test } from '../fixtures.ts';
import { ADMIN, desktopOnly, signIn } from './helpers.ts';

const SIDEBAR: [link: string, path: string, heading: RegExp][] = [
  ['Pages', '/n4n4/pages', /^Pages$/],
  ['Blog Posts', '/n4n4/posts', /^Blog Posts$/],
  ['Categories', '/n4n4/categories', /^Categories$/],
  ['Tags', '/n4n4/tags', /^Tags$/],
  ['Courts', '/n4n4/courts', /^Courts$/],
  ['Gear', '/n4n4/gear', /^Gear$/],
  ['Reviews', '/n4n4/gearReviews', /^Gear Reviews$/],
  ['Events', '/n4n4/events', /^Events$/],
  ['Comments', '/n4n4/comments', /^Comments$/],
  ['Users', '/n4n4/users', /^Users$/],
  ['Analytics', '/n4n4/analytics', /^Analytics$/],
  ['Activity', '/n4n4/activity', /^Activity$/],
  ['Webhooks', '/n4n4/webhooks', /^Webhooks$/],
  ['Home page', '/n4n4/homepage', /^Home page$/],
  ['Navigation', '/n4n4/navigation', /^Navigation$/],
  ['Settings', '/n4n4/settings', /^Settings$/],
  ['Dashboard', '/n4n4', /^Dashboard$/],
];

test('signing in through the login screen opens the dashboard, and every sidebar link opens a screen', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  // Fifteen screens, each loading its own chunk the first time.
  test.setTimeout(120_000);
  await page.goto('/n4n4/posts');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/n4n4\/posts$/);
  await expect(page.getByRole('table', { name: 'Blog Posts' })).toBeVisible();

  const sidebar = page.getByRole('menu');
  for (const [link, path, heading] of SIDEBAR) {
    await sidebar.getByRole('menuitem', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('#react-admin-title')).toHaveText(heading);
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  }
  // Dashboard is active only on its exact path; the others on their prefix.
  await expect(sidebar.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/n4n4/posts/new');
  await expect(sidebar.getByRole('menuitem', { name: 'Blog Posts' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('menuitem', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

  await sidebar.getByRole('menuitem', { name: 'Back to Site' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the /admin paths of the spec lead to the same /n4n4 screens', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  // Ten screens, each a full load: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await signIn(page);
  for (const path of ['', '/posts', '/posts/new', '/categories', '/tags', '/pages', '/pages/create', '/users', '/analytics', '/settings']) {
    await page.goto(`/admin${path}`);
    await expect(page).toHaveURL(new RegExp(`/n4n4${path}$`));
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  }
});

test('static pages: the editor loads a stored page, saves it and returns to the list; an unknown id says so', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  await page.goto('/n4n4/pages');
  await page.getByRole('link', { name: 'Shipping and Returns' }).click();
  await expect(page).toHaveURL(/\/n4n4\/pages\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Shipping and Returns');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.MuiSnackbar-root')).toContainText('Your page has been saved successfully.');
  await expect(page).toHaveURL(/\/n4n4\/pages$/, { timeout: 4000 });

  await page.goto('/n4n4/pages/999');
  await expect(page.locator('.MuiSnackbar-root')).toContainText('The requested page could not be found.');
  await expect(page).toHaveURL(/\/n4n4\/pages$/);
});
