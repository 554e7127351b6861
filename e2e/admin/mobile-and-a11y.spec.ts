import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { desktopOnly, signIn } from './helpers.ts';
import { ADMIN_SCREENS, openScreen } from './screens.ts';

const phoneOnly = (name: string) => name !== 'mobile';

/** The box of an element against the phone's screen (the layout viewport grows with content that is too wide). */
async function expectOnScreen(page: Page, locator: Locator, what: string) {
  const width = page.viewportSize()!.width;
  const box = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left + window.scrollX, right: rect.right + window.scrollX };
  });
  expect(box.left, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.right, `${what} ends on screen`).toBeLessThanOrEqual(width);
}

/** Controls smaller than the 24 x 24 px touch target (inline text links are exempt). */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role="button"], [role="menuitem"], [role="tab"], [role="checkbox"], [role="switch"], input[type="checkbox"], input[type="radio"], a.MuiButtonBase-root',
    );
    return [...controls]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        // The skip link waits above the page until it has focus.
        const visible = rect.width > 0 && rect.height > 0 && rect.bottom > 0 && getComputedStyle(element).visibility !== 'hidden';
        return visible && (rect.width < 24 || rect.height < 24);
      })
      .map((element) => `${element.getAttribute('aria-label') ?? element.textContent?.trim()} (${Math.round(element.getBoundingClientRect().width)}x${Math.round(element.getBoundingClientRect().height)})`);
  });
}

test('below 768 px the sidebar is a drawer opened from the top bar, over a dimmed backdrop', async ({ page }, testInfo) => {
  test.skip(phoneOnly(testInfo.project.name), 'the drawer exists only on narrow screens');
  await signIn(page);
  await page.goto('/n4n4');
  await expect(page.locator('#react-admin-title')).toHaveText('Dashboard');
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  const menu = page.getByRole('menuitem', { name: 'Tags' });
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await expect(page.locator('.MuiBackdrop-root')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.5)');
  await expectNoAxeViolations(page);
  await menu.click();
  await expect(page).toHaveURL(/\/n4n4\/tags$/);
  await expect(menu).toBeHidden();
});

for (const screen of ADMIN_SCREENS) {
  test(`${screen.title} fits a 375 px phone: no sideways scroll, its heading and main button on screen, touch targets of 24 px`, async ({ page }, testInfo) => {
    test.skip(phoneOnly(testInfo.project.name), 'the phone width');
    await signIn(page);
    await openScreen(page, screen);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
    expect(widths.page).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(widths.body).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(page.locator('#react-admin-title')).toBeVisible();
    await expectOnScreen(page, page.getByRole('heading', { level: 1 }), 'the heading');
    await expect(screen.primary(page)).toBeVisible();
    await expectOnScreen(page, screen.primary(page), 'the main button');
    expect(await smallTargets(page)).toEqual([]);
  });

  test(`axe finds no accessibility problems on ${screen.title}`, async ({ page }, testInfo) => {
    test.skip(desktopOnly(testInfo), 'viewport-independent');
    await signIn(page);
    await openScreen(page, screen);
    await expectNoAxeViolations(page);
  });
}

test('dialogs fit a 375 px phone', async ({ page }, testInfo) => {
  test.skip(phoneOnly(testInfo.project.name), 'the phone width');
  await signIn(page);
  const dialogs: [path: string, open: string, name: string][] = [
    ['/n4n4/categories', 'New Category', 'New Category'],
    ['/n4n4/users', 'Add User', 'Add User'],
    ['/n4n4/courts', 'Import CSV', 'Import Courts from CSV'],
    ['/n4n4/courts', 'New Court', 'New Court'],
  ];
  for (const [path, open, name] of dialogs) {
    await page.goto(path);
    await page.getByRole('button', { name: open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expectOnScreen(page, dialog, `the ${name} dialog`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});
