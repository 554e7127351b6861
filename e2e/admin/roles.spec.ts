import type { BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signIn, toast } from './helpers.ts';
import { invitedMember, useSmtpSink } from './staff.ts';

const sink = useSmtpSink();

/** The member's browser has the project's screen: 1440 px or a 375 px phone. */
const screenOf = (testInfo: TestInfo): BrowserContextOptions => {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  return { viewport, isMobile, hasTouch, deviceScaleFactor };
};

/** The sidebar's entries, read from the drawer on a phone. */
async function sidebarEntries(page: Page): Promise<string[]> {
  await page.goto('/n4n4');
  await expect(page.getByRole('table', { name: 'Recent Posts' })).toBeVisible({ timeout: 20_000 });
  const open = page.getByRole('button', { name: 'Open menu' });
  if (page.viewportSize()!.width < 768) await open.click();
  const entries = page.getByRole('menu').getByRole('menuitem');
  await expect(entries.filter({ hasText: 'Courts' })).toBeVisible();
  return (await entries.allTextContents()).map((text) => text.trim());
}

/** Opening `path` by its address tells the member, once and in words, that their role cannot open it. */
async function expectRefused(page: Page, path: string, screen: string, role: string) {
  await page.goto(`/n4n4/${path}`);
  await expect(page.getByText(`Your role (${role}) cannot open ${screen}.`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
  // No refusal from the server on the way: no red toast, no list that is only empty.
  await expect(toast(page)).toHaveCount(0);
  await expect(page.getByText(/No .* found|Could not load|403/)).toHaveCount(0);
  await expectNoAxeViolations(page);
}

const EVERYONE = ['Dashboard', 'Pages', 'Blog Posts', 'Categories', 'Tags', 'Courts', 'Gear', 'Events', 'Newsletter'];

test("an editor's back office offers what an editor may use, and says so of the rest", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  const editor = await invitedMember(page, browser, sink(), 'editor', 'ed', screenOf(testInfo));
  expect(await sidebarEntries(editor.page)).toEqual([...EVERYONE.slice(0, 8), 'Comments', 'Newsletter', 'Users', 'Back to Site']);
  await expectRefused(editor.page, 'settings', 'Settings', 'editor');
  await expectRefused(editor.page, 'analytics', 'Analytics', 'editor');
  await expectRefused(editor.page, 'activity', 'Activity', 'editor');
  await expectRefused(editor.page, 'subscribers', 'Subscribers', 'editor');
  await expect(editor.page.getByRole('button', { name: /Add Subscriber|Import CSV/ })).toHaveCount(0);
  await expect(editor.page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  // The way back leads to the dashboard.
  await editor.page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(editor.page).toHaveURL(/\/n4n4\/?$/);
  // Users and categories are an editor's to manage.
  await editor.page.goto('/n4n4/users');
  await expect(editor.page.getByRole('table', { name: 'Users' })).toBeVisible({ timeout: 20_000 });
  await expect(editor.page.getByRole('button', { name: 'Add User' })).toBeVisible();
  await editor.page.goto('/n4n4/categories');
  await expect(editor.page.getByRole('button', { name: 'New Category' })).toBeVisible({ timeout: 20_000 });
});

test("a viewer's back office is for reading: no Users, no buttons that add, change or delete", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  const viewer = await invitedMember(page, browser, sink(), 'viewer', 'view', screenOf(testInfo));
  expect(await sidebarEntries(viewer.page)).toEqual([...EVERYONE, 'Back to Site']);
  await expect(viewer.page.getByRole('link', { name: 'New Post' })).toHaveCount(0);
  await expectRefused(viewer.page, 'users', 'Users', 'viewer');
  await viewer.page.goto('/n4n4/categories');
  const table = viewer.page.getByRole('table', { name: 'Categories' });
  await expect(table).toBeVisible({ timeout: 20_000 });
  await expect(viewer.page.getByRole('button', { name: 'New Category' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(table.getByRole('checkbox')).toHaveCount(0);
  await viewer.page.goto('/n4n4/courts');
  await expect(viewer.page.getByRole('table', { name: 'Courts' }).or(viewer.page.getByText('No courts found'))).toBeVisible({ timeout: 20_000 });
  await expect(viewer.page.getByRole('button', { name: /New Court|Import CSV/ })).toHaveCount(0);
});

test("the owner's sidebar has every screen, and each opens", async ({ page }) => {
  await signIn(page);
  expect(await sidebarEntries(page)).toEqual([...EVERYONE.slice(0, 8), 'Comments', 'Subscribers', 'Newsletter', 'Users', 'Analytics', 'Activity', 'Navigation', 'Settings', 'Back to Site']);
  await page.goto('/n4n4/settings');
  await expect(page.getByRole('tab', { name: 'General' })).toBeVisible({ timeout: 20_000 });
  await page.goto('/n4n4/subscribers');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible({ timeout: 20_000 });
});
