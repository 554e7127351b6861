import { expect, test } from '../fixtures.ts';
import { ANCHOR_SCROLL_OFFSET_PX, DESKTOP_BREAKPOINT_PX, MOBILE_MENU_MAX_HEIGHT_PX, NAV_SCROLL_THRESHOLD_PX } from '../../common/constants.ts';
import { expectSectionAtOffset, openMenuIfCollapsed } from './helpers.ts';

const NAV_ENTRIES = [
  ['ABOUT US', 'Our Story', 'our-story'],
  ['ABOUT US', 'Media/Press', 'media-press'],
  ['ABOUT US', 'Contact Us', 'contact-us'],
  ['LEARN TO PLAY', 'Beginner Guides', 'beginner-guides'],
  ['LEARN TO PLAY', 'Skills & Strategy', 'skills-strategy'],
  ['LEARN TO PLAY', 'Glossary/FAQ', 'glossary-faq'],
  ['EQUIPMENT', 'Paddles', 'paddles'],
  ['EQUIPMENT', 'Balls & Nets', 'balls-nets'],
  ['EQUIPMENT', 'Shoes & Apparel', 'shoes-apparel'],
  ['EQUIPMENT', 'Accessories', 'accessories'],
  ['EQUIPMENT', 'Comparison Charts', 'comparison-charts'],
] as const;

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  // The blog cards change the page height once loaded: let them settle before measuring.
  await expect(page.locator('#blog [aria-busy="false"]')).toBeVisible();
});

test('every navigation entry scrolls its section to 80 px below the top and closes the menu', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [group, label, id] of NAV_ENTRIES) {
    await openMenuIfCollapsed(page);
    await nav.getByRole('button', { name: group }).click();
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expectSectionAtOffset(page, id);
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeHidden();
    await expect(page.locator(`#${id}`)).not.toBeEmpty();
  }
});

test('the SHOP button is highlighted and leads to the where-to-buy list of /gear', async ({ page }) => {
  await openMenuIfCollapsed(page);
  const shop = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SHOP' });
  const background = await shop.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  await shop.click();
  await expect(page).toHaveURL(/\/gear#where-to-buy$/);
  const heading = page.getByRole('heading', { name: 'Where to buy', exact: true });
  await expect(heading).toBeInViewport();
  // Not under the fixed navigation (the list may sit too low on the page to reach the offset itself).
  expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(ANCHOR_SCROLL_OFFSET_PX - 2);
});

test('footer quick links and resources land with the same offset', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  const links = [
    ['Quick Links', 'About Us', 'about'],
    ['Quick Links', 'Learn to Play', 'learn'],
    ['Quick Links', 'Equipment', 'equipment'],
    ['Quick Links', 'Shop', 'shop'],
    ['Resources', 'Beginner Guides', 'beginner-guides'],
    ['Resources', 'Skills & Strategy', 'skills-strategy'],
    ['Resources', 'Glossary/FAQ', 'glossary-faq'],
    ['Resources', 'Court Finder', 'courts'],
  ] as const;
  for (const [list, label, id] of links) {
    await footer.getByRole('navigation', { name: list }).getByRole('link', { name: label, exact: true }).click();
    await expectSectionAtOffset(page, id);
  }
  // The blog has its own page.
  await expect(footer.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
});

test('the navigation changes style once scrolled past 50 px', async ({ page }) => {
  const header = page.locator('header.nav');
  const look = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
  const atTop = await look();
  await page.evaluate((y) => window.scrollTo(0, y), NAV_SCROLL_THRESHOLD_PX);
  await page.waitForTimeout(400);
  expect(await look()).toBe(atTop);
  await page.evaluate((y) => window.scrollTo(0, y + 1), NAV_SCROLL_THRESHOLD_PX);
  await expect.poll(look).toBe('rgb(255, 255, 255)');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(look).toBe(atTop);
});

test('the ADMIN link is hidden from visitors', async ({ page }) => {
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'ABOUT US' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ADMIN', exact: true })).toHaveCount(0);
});

test('desktop: groups open as dropdowns, one at a time, and Escape closes them', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop dropdowns');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  const about = nav.getByRole('button', { name: 'ABOUT US' });
  const equipment = nav.getByRole('button', { name: 'EQUIPMENT' });
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await equipment.click();
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await expect(equipment).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(equipment).toHaveAttribute('aria-expanded', 'false');
});

test('mobile: collapsible menu, one submenu at a time, closes at the desktop width', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'mobile menu');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('button', { name: 'ABOUT US' })).toBeHidden();

  await toggle.click();
  await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  const about = nav.getByRole('button', { name: 'ABOUT US' });
  const learn = nav.getByRole('button', { name: 'LEARN TO PLAY' });
  await about.click();
  await expect(nav.getByRole('link', { name: 'Our Story' })).toBeVisible();
  await learn.click();
  await expect(nav.getByRole('link', { name: 'Our Story' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Beginner Guides' })).toBeVisible();
  await learn.click();
  await expect(nav.getByRole('link', { name: 'Beginner Guides' })).toBeHidden();
  await expect(learn).toHaveAttribute('aria-expanded', 'false');

  await nav.getByRole('button', { name: 'EQUIPMENT' }).click();
  const menu = page.locator('#site-menu');
  const box = await menu.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(MOBILE_MENU_MAX_HEIGHT_PX);
  expect(await menu.evaluate((el) => getComputedStyle(el).maxHeight)).toBe(`${MOBILE_MENU_MAX_HEIGHT_PX}px`);

  await page.setViewportSize({ width: DESKTOP_BREAKPOINT_PX - 1, height: 812 });
  await expect(nav.getByRole('link', { name: 'Paddles' })).toBeVisible();
  await page.setViewportSize({ width: DESKTOP_BREAKPOINT_PX, height: 812 });
  await expect(nav.getByRole('link', { name: 'Paddles' })).toBeHidden();
  await expect(nav.getByRole('button', { name: 'EQUIPMENT' })).toHaveAttribute('aria-expanded', 'false');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('button', { name: 'ABOUT US' })).toBeHidden();
});

test('keyboard: the skip link, the menu buttons and the links work without a mouse', async ({ page }, testInfo) => {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Tab'); // the site name
  await page.keyboard.press('Tab');
  if (testInfo.project.name === 'mobile') {
    // A phone's bar has the search button beside the menu button.
    await expect(page.getByRole('link', { name: 'Search', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
  }
  const about = page.getByRole('button', { name: 'ABOUT US' });
  await expect(about).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Our Story' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectSectionAtOffset(page, 'our-story');
  await expect(page.locator('#our-story')).toBeFocused();
});
