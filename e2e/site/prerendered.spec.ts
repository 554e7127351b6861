import { test as withoutWaiting, type Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** Sections above the blog cards: their place does not depend on data the client fetches. */
const STABLE_SECTIONS = ['hero', 'learn', 'beginner-guides', 'equipment', 'paddles', 'shop', 'courts'];

async function sectionTops(page: Page): Promise<number[]> {
  return page.evaluate(
    (ids) => ids.map((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top + window.scrollY)),
    STABLE_SECTIONS,
  );
}

// Plain Playwright here: without scripts the app never takes over, so nothing to wait for.
withoutWaiting.describe('the landing page before any script runs', () => {
  withoutWaiting.use({ javaScriptEnabled: false });

  withoutWaiting('is already there: hero, sections, footer and a navigation fit for the width', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Learn the game. Pick the right gear. Find your people.')).toBeVisible();
    await expect(page.getByRole('img', { name: /pickleball court/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What Makes Us Different' })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'From the Blog' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');

    const nav = page.getByRole('navigation', { name: 'Main' });
    const narrow = page.viewportSize()!.width < 768;
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeVisible({ visible: narrow });
    await expect(nav.getByRole('button', { name: 'LEARN TO PLAY' })).toBeVisible({ visible: !narrow });
    await expect(nav.getByRole('link', { name: 'Paddles' })).toBeHidden();
  });

  withoutWaiting('keeps every section where the app will render it', async ({ page, browser }) => {
    await page.goto('/');
    const before = await sectionTops(page);

    // A context of its own with scripts on (a new context inherits this block's settings otherwise).
    const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
    const live = await context.newPage();
    await live.goto('/');
    await live.locator('#prerendered').waitFor({ state: 'detached' });
    expect(await sectionTops(live)).toEqual(before);
    await context.close();
  });
});

test('the app takes over the prerendered page without a second copy of it', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#hero')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  // Working controls: the nav reacts, which the prerendered markup alone cannot do.
  const narrow = page.viewportSize()!.width < 768;
  const nav = page.getByRole('navigation', { name: 'Main' });
  const opener = nav.getByRole('button', { name: narrow ? 'Menu' : 'LEARN TO PLAY' });
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
});
