import { expect, type Page } from '@playwright/test';
import { ANCHOR_SCROLL_OFFSET_PX } from '../../common/constants.ts';

export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

/** Waits until smooth scrolling has settled and the section's top sits at the navigation offset. */
export async function expectSectionAtOffset(page: Page, id: string): Promise<void> {
  await expect
    .poll(
      async () =>
        page.evaluate(async (targetId) => {
          const el = document.getElementById(targetId);
          if (!el) return Number.NaN;
          // Stable over two frames means the smooth scroll has stopped.
          let previous = Number.NaN;
          for (;;) {
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            const top = el.getBoundingClientRect().top;
            if (Math.abs(top - previous) < 0.5) return top;
            previous = top;
          }
        }, id),
      { message: `#${id} should stop ${ANCHOR_SCROLL_OFFSET_PX}px below the top`, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(ANCHOR_SCROLL_OFFSET_PX - 2);
  const top = await page.evaluate((targetId) => document.getElementById(targetId)!.getBoundingClientRect().top, id);
  expect(Math.abs(top - ANCHOR_SCROLL_OFFSET_PX)).toBeLessThanOrEqual(2);
}

/** Signs in through the login screen. */
export async function signInThroughForm(page: Page, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens the mobile menu when the viewport has one. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  // The server renders the menu as a scriptless <details>; the app then picks the phone's or the
  // desktop's layout once it has read the width. Until then there is no toggle to count or click.
  await expect(nav.locator('details.nav__disclosure')).toHaveCount(0, { timeout: 15_000 });
  const toggle = nav.getByRole('button', { name: 'Menu' });
  if ((await toggle.count()) === 0) return;
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.locator('#' + (await toggle.getAttribute('aria-controls')))).toBeVisible();
}
