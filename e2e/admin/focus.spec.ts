import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { contrastRatio, focusRingOf } from './contrast.ts';
import { desktopOnly, signIn } from './helpers.ts';

/** The editor is its own chunk: on a busy machine it can take a while. */
const EDITOR_LOAD = { timeout: 20_000 };

/** Focuses a control the way the keyboard does, so it shows its :focus-visible state. */
async function keyboardFocus(page: Page, control: Locator) {
  await page.keyboard.press('Shift');
  await control.focus();
  await expect(control).toBeFocused();
  expect(await control.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
}

/** A solid ring of 2 px or more, at 3:1 or better against what it is drawn on (WCAG 2.2 Focus Appearance). */
async function expectVisibleRing(ringHolder: Locator, what: string) {
  const ring = await focusRingOf(ringHolder);
  expect(ring.style, `${what}: outline style`).toBe('solid');
  expect(ring.width, `${what}: outline width`).toBeGreaterThanOrEqual(2);
  // An inset ring is drawn on the control itself; any other around it.
  const behind = ring.offset < 0 ? ring.own : ring.around;
  expect(contrastRatio(ring.colour, behind), `${what}: ${ring.colour} on ${behind}`).toBeGreaterThanOrEqual(3);
}

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'keyboard focus does not depend on the viewport');
  await signIn(page);
});

test('the first Tab shows "Skip to content" in readable colours over the app bar, and it leads into the screen', async ({ page }) => {
  await page.goto('/n4n4');
  await expect(page.getByRole('table', { name: 'Recent Posts' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.locator(':focus');
  await expect(skip).toHaveText('Skip to content');
  await expect(skip).toBeInViewport();
  const colours = await skip.evaluate((element) => {
    const own = getComputedStyle(element);
    return { text: own.color, background: own.backgroundColor, ring: own.outlineColor, ringStyle: own.outlineStyle, appBar: getComputedStyle(document.querySelector('header')!).backgroundColor };
  });
  expect(contrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(colours.background, colours.appBar)).toBeGreaterThanOrEqual(3);
  expect(colours.ringStyle).toBe('solid');
  expect(contrastRatio(colours.ring, colours.appBar)).toBeGreaterThanOrEqual(3);

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main-content')!.contains(document.activeElement))).toBe(true);
});

test('keyboard focus draws a ring of 3:1 contrast on app-bar buttons, inputs, toolbar buttons, checkboxes, tag chips and the submit button', async ({ page }) => {
  await page.goto('/n4n4/posts/new');
  const checkbox = page.getByRole('checkbox').first();
  await expect(checkbox).toBeVisible(EDITOR_LOAD);

  const home = page.getByRole('link', { name: 'Home' });
  await keyboardFocus(page, home);
  await expectVisibleRing(home, 'the app bar home button');

  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await keyboardFocus(page, title);
  await expectVisibleRing(title.locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")][1]'), 'the title field');

  const bold = page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' });
  await keyboardFocus(page, bold);
  await expectVisibleRing(bold, 'the Bold button');

  await keyboardFocus(page, checkbox);
  await expectVisibleRing(checkbox.locator('xpath=..'), 'a category checkbox');

  const chip = page.getByRole('group', { name: 'Tags' }).getByRole('button').first();
  await keyboardFocus(page, chip);
  await expectVisibleRing(chip, 'a tag chip');

  const submit = page.getByRole('button', { name: 'Create', exact: true });
  await keyboardFocus(page, submit);
  await expectVisibleRing(submit, 'the submit button');

  const menuItem = page.getByRole('menuitem', { name: 'Tags' });
  await keyboardFocus(page, menuItem);
  await expectVisibleRing(menuItem, 'a sidebar entry');
});

test('tag chips and category checkboxes work from the keyboard', async ({ page }) => {
  await page.goto('/n4n4/posts/new');
  const chip = page.getByRole('group', { name: 'Tags' }).getByRole('button').first();
  await expect(chip).toHaveAttribute('aria-pressed', 'false', EDITOR_LOAD);
  await keyboardFocus(page, chip);
  await page.keyboard.press('Enter');
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(chip).toHaveAttribute('aria-pressed', 'false');

  const checkbox = page.getByRole('checkbox').first();
  await keyboardFocus(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
});

test('the formatting toolbar buttons share one size, at least 24 x 24 px', async ({ page }) => {
  await page.goto('/n4n4/posts/new');
  const buttons = page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button');
  await expect(buttons.first()).toBeVisible(EDITOR_LOAD);
  const sizes = await buttons.evaluateAll((elements) => elements.map((element) => `${element.getBoundingClientRect().width}x${element.getBoundingClientRect().height}`));
  expect(sizes.length).toBeGreaterThanOrEqual(16);
  expect(new Set(sizes)).toEqual(new Set([sizes[0]]));
  const [width, height] = sizes[0]!.split('x').map(Number);
  expect(width).toBeGreaterThanOrEqual(24);
  expect(height).toBeGreaterThanOrEqual(24);
});
