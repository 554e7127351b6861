import { expect, test, type Page } from '@playwright/test';

/** The app's modules: blocked, the page is the server's HTML alone. */
const SCRIPTS = /\/assets\/.*\.js$/;

/** Before the app runs each disclosure is a native <summary> (which browsers, not ARIA roles, make a button). */
const summary = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: name });

test('on a phone the menu and its groups open from the server HTML, before any script runs', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the collapsed menu is the phone layout');
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.locator('#site-menu')).toBeHidden();
  await summary(page, 'Menu').tap();
  await expect(page.locator('#site-menu')).toBeVisible();
  await summary(page, 'EQUIPMENT').tap();
  await expect(nav.getByRole('link', { name: 'Paddles' })).toBeVisible();
  // One group at a time.
  await summary(page, 'ABOUT US').tap();
  await expect(nav.getByRole('link', { name: 'Our Story' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Paddles' })).toBeHidden();
});

test('a menu opened before the app starts stays open once it has, and then keeps its behaviours', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the collapsed menu is the phone layout');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPTS, async (route) => {
    await held;
    await route.continue();
  });
  // The scripts are modules: the document's load events wait for them, the first paint does not.
  await page.goto('/', { waitUntil: 'commit' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await summary(page, 'Menu').tap();
  await summary(page, 'LEARN TO PLAY').tap();
  await expect(nav.getByRole('link', { name: 'Glossary/FAQ' })).toBeVisible();
  release();
  await page.locator('#server-rendered').waitFor({ state: 'detached' });
  await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('button', { name: 'LEARN TO PLAY' })).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Glossary/FAQ' }).tap();
  await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#site-menu')).toBeHidden();
});
