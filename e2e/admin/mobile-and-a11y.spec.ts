import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createPostViaApi, desktopOnly, signIn, unique } from './helpers.ts';
import { checkEach } from '../walk.ts';
import { ADMIN_SCREENS, ADMIN_VIEWS, visitScreen } from './screens.ts';

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
  // The file's first test: it waits for the server's first answers, and runs axe.
  test.setTimeout(60_000);
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

/** Nothing reaches past the phone's right edge: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
  expect(widths.page, 'the page is no wider than the phone').toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(widths.body, 'the body is no wider than the phone').toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** A walk's time: each screen's visit and axe run take seconds on a busy machine. */
const walkTimeout = (visits: number) => 30_000 + visits * 15_000;

// One page walks every screen (the app's own navigation after the first load): what is checked is
// each screen, not the load. A screen that fails is named, and the walk goes on to the rest.
test('every screen fits a 375 px phone: no sideways scroll, its heading and main button on screen, touch targets of 24 px, no axe finding', async ({ page }, testInfo) => {
  test.skip(phoneOnly(testInfo.project.name), 'the phone width');
  test.setTimeout(walkTimeout(ADMIN_SCREENS.length));
  await signIn(page);
  await checkEach(ADMIN_SCREENS, (screen) => screen.title, async (screen, afterFailure) => {
    await visitScreen(page, screen, afterFailure);
    await expectNoSidewaysScroll(page);
    await expect(page.locator('#react-admin-title')).toBeVisible();
    await expectOnScreen(page, page.getByRole('heading', { level: 1 }), 'the heading');
    await expect(screen.primary(page)).toBeVisible();
    await expectOnScreen(page, screen.primary(page), 'the main button');
    expect(await smallTargets(page), 'controls under 24 x 24 px').toEqual([]);
    // The phone's own layout (drawer, fewer columns, stacked filters) as well as the desktop's.
    await expectNoAxeViolations(page);
  });
});

test('axe finds no accessibility problems on any screen', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'the desktop layout: the phone walk runs axe on its own');
  test.setTimeout(walkTimeout(ADMIN_SCREENS.length));
  await signIn(page);
  await checkEach(ADMIN_SCREENS, (screen) => screen.title, async (screen, afterFailure) => {
    await visitScreen(page, screen, afterFailure);
    await expectNoAxeViolations(page);
  });
});

test('every tab and dialog fits the screen it opens on and axe finds nothing in it', async ({ page }, testInfo) => {
  test.setTimeout(walkTimeout(ADMIN_VIEWS.length));
  await signIn(page);
  await checkEach(ADMIN_VIEWS, (view) => view.title, async (view, afterFailure) => {
    await visitScreen(page, view.screen, afterFailure);
    const region = await view.open(page);
    await expect(region).toBeVisible();
    await expectOnScreen(page, region, view.title);
    await expectNoSidewaysScroll(page);
    if (testInfo.project.name === 'mobile') expect(await smallTargets(page), 'controls under 24 x 24 px').toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test('tabs that do not fit a 375 px phone scroll, with arrows to reach the rest', async ({ page }, testInfo) => {
  test.skip(phoneOnly(testInfo.project.name), 'the phone width');
  await signIn(page);
  await page.goto('/n4n4/settings');
  const tabs = page.getByRole('tablist', { name: 'Settings sections' });
  const last = tabs.getByRole('tab', { name: 'Move in / move out' });
  await expect(tabs.getByRole('tab', { name: 'General' })).toBeVisible();
  await expect(last).not.toBeInViewport({ ratio: 0.99 });
  // MUI's arrows are not buttons for screen readers (the tabs are reached with arrow keys).
  const forward = page.locator('.MuiTabs-root .MuiTabScrollButton-root').last();
  await expect(forward).toBeVisible();
  // Each press scrolls by about the visible width (a disabled arrow at the end takes no press).
  await expect(async () => {
    await forward.click({ force: true, timeout: 1_000 });
    await expect(last).toBeInViewport({ ratio: 0.99, timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('a long title in the top bar ends in an ellipsis before the account button on a 375 px phone', async ({ page }, testInfo) => {
  test.skip(phoneOnly(testInfo.project.name), 'the phone width');
  await signIn(page);
  const title = unique('Footwork for the transition zone when your partner is pulled wide and the ball is low');
  const post = await createPostViaApi(page.request, { title, slug: `long-title-${Date.now().toString(36)}`, publishStatus: 'draft' });
  await page.goto(`/n4n4/posts/${post.id}`);
  const heading = page.locator('#react-admin-title');
  await expect(heading).toContainText('Footwork for the transition zone');
  const account = page.getByRole('button', { name: /^Account menu, signed in as/ });
  const [titleBox, accountBox] = [await heading.boundingBox(), await account.boundingBox()];
  expect(titleBox!.x + titleBox!.width).toBeLessThanOrEqual(accountBox!.x);
  // The text is cut with an ellipsis, not wrapped onto a second line or run under the button.
  const style = await heading.evaluate((element) => {
    const css = getComputedStyle(element);
    return { overflow: css.overflow, textOverflow: css.textOverflow, whiteSpace: css.whiteSpace, clipped: element.scrollWidth > element.clientWidth };
  });
  expect(style).toEqual({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', clipped: true });
});
