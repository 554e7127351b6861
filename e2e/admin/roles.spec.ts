import type { BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import { MIN_ROLES, type SecuredOperation } from '../../codegen/roles/minRoles.gen.ts';
import { expect, test } from '../fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { checkEach, navigateInApp, networkQuiet, watchRequests } from '../walk.ts';
import { desktopOnly, signIn, toast } from './helpers.ts';
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

/** Pages whose refusal axe has checked: every refusal is the one RoleGate screen, checked once per member. */
const refusalChecked = new WeakSet<Page>();

/** Opening `path` by its address tells the member, once and in words, that their role cannot open it. */
async function expectRefused(page: Page, path: string, screen: string, role: string) {
  await page.goto(`/n4n4/${path}`);
  await expect(page.getByText(`Your role (${role}) cannot open ${screen}.`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
  // No refusal from the server on the way: no red toast, no list that is only empty.
  await expect(toast(page)).toHaveCount(0);
  await expect(page.getByText(/No .* found|Could not load|403/)).toHaveCount(0);
  if (refusalChecked.has(page)) return;
  await expectNoAxeViolations(page);
  refusalChecked.add(page);
}

type Role = 'viewer' | 'author' | 'editor' | 'admin';
const ROLES: Role[] = ['viewer', 'author', 'editor', 'admin'];
/** What the contract says (`x-min-role`): the server refuses any role below it. */
const admits = (role: Role, operation: SecuredOperation) => ROLES.indexOf(role) >= ROLES.indexOf(MIN_ROLES[operation] as Role);

interface SidebarScreen {
  entry: string;
  path: string;
  /** The read it opens with. */
  opens: SecuredOperation;
  /** Its main write and the button or link that starts it. */
  write?: [SecuredOperation, string];
  /** The screen's heading, where it is not the entry's words. */
  heading?: string;
}

/** The sidebar's screens, each with the operation it opens with and its main write. */
const SIDEBAR: SidebarScreen[] = [
  { entry: 'Pages', path: 'pages', opens: 'pages.list', write: ['pages.create', 'New Page'] },
  { entry: 'Blog Posts', path: 'posts', opens: 'posts.list', write: ['posts.create', 'New Post'] },
  { entry: 'Categories', path: 'categories', opens: 'categories.list', write: ['categories.create', 'New Category'] },
  { entry: 'Tags', path: 'tags', opens: 'tags.list', write: ['tags.create', 'New Tag'] },
  { entry: 'Courts', path: 'courts', opens: 'courts.list', write: ['courts.create', 'New Court'] },
  { entry: 'Gear', path: 'gear', opens: 'gear.list', write: ['gear.create', 'New Product'] },
  { entry: 'Reviews', path: 'gearReviews', opens: 'gear.listReviews', write: ['gear.createReview', 'New Review'], heading: 'Gear Reviews' },
  { entry: 'Events', path: 'events', opens: 'events.list', write: ['events.create', 'New Event'] },
  { entry: 'Comments', path: 'comments', opens: 'comments.list' },
  { entry: 'Subscribers', path: 'subscribers', opens: 'newsletter.listSubscribers', write: ['newsletter.addSubscriber', 'Add Subscriber'] },
  { entry: 'Newsletter', path: 'issues', opens: 'newsletter.listIssues', write: ['newsletter.createIssue', 'New Issue'] },
  { entry: 'Users', path: 'users', opens: 'users.list', write: ['users.create', 'Add User'] },
  { entry: 'Analytics', path: 'analytics', opens: 'analytics.report' },
  { entry: 'Activity', path: 'activity', opens: 'activity.list' },
  { entry: 'Webhooks', path: 'webhooks', opens: 'webhooks.list', write: ['webhooks.create', 'New Webhook'] },
  { entry: 'Home page', path: 'homepage', opens: 'homepage.get', write: ['homepage.publish', 'Publish'] },
  { entry: 'Navigation', path: 'navigation', opens: 'navigation.get', write: ['navigation.update', 'Save Menus'] },
  { entry: 'Settings', path: 'settings', opens: 'settings.get', write: ['settings.update', 'Save Changes'] },
];

/**
 * Every sidebar screen: one the role may open, reached as its sidebar link goes (no new load),
 * shows its heading with no refusal on the way, and its main button only if the role may do that;
 * any other, opened by its address, says so in words.
 */
async function walkEveryScreen(page: Page, role: Role) {
  watchRequests(page);
  await checkEach(SIDEBAR, (screen) => screen.entry, async (screen, afterFailure) => {
    if (!admits(role, screen.opens)) {
      await expectRefused(page, screen.path, screen.entry, role);
      return;
    }
    if (afterFailure) await page.goto(`/n4n4/${screen.path}`);
    else await navigateInApp(page, `/n4n4/${screen.path}`);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading ?? screen.entry })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#react-admin-title')).toBeVisible();
    // Settled: a refused read would have shown by now as a toast or a message.
    await networkQuiet(page);
    await expect(toast(page), 'no refusal').toHaveCount(0);
    await expect(page.getByText(/cannot open|Could not load|403/), 'no refusal').toHaveCount(0);
    if (screen.write) {
      const [operation, label] = screen.write;
      const control = page.getByRole('button', { name: label, exact: true }).or(page.getByRole('link', { name: label, exact: true }));
      await expect(control.first(), `${label} ${admits(role, operation) ? 'offered' : 'hidden'}`).toHaveCount(admits(role, operation) ? 1 : 0);
    }
  });
}

const EVERYONE = ['Dashboard', 'Pages', 'Blog Posts', 'Categories', 'Tags', 'Courts', 'Gear', 'Reviews', 'Events', 'Newsletter'];

/** What a role may open is the same at any width: on a phone, the viewer's walk proves the drawer and the refusals. */
const PHONE_WALK = "the viewer's walk covers the phone";

test("an editor's back office offers what an editor may use, and says so of the rest", async ({ page, browser }, testInfo) => {
  test.skip(desktopOnly(testInfo), PHONE_WALK);
  // An invitation by mail, then every sidebar screen in turn.
  test.setTimeout(240_000);
  await signIn(page);
  const editor = await invitedMember(page, browser, sink(), 'editor', 'ed', screenOf(testInfo));
  expect(await sidebarEntries(editor.page)).toEqual([...EVERYONE.slice(0, 9), 'Comments', 'Newsletter', 'Users', 'Back to Site']);
  // The walk below finds every other screen an editor cannot open refused the same way.
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
  await walkEveryScreen(editor.page, 'editor');
});

test("a viewer's back office is for reading: no Users, no buttons that add, change or delete", async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page);
  const viewer = await invitedMember(page, browser, sink(), 'viewer', 'view', screenOf(testInfo));
  expect(await sidebarEntries(viewer.page)).toEqual([...EVERYONE, 'Back to Site']);
  await expect(viewer.page.getByRole('link', { name: 'New Post' })).toHaveCount(0);
  // Users, refused, is in the walk below.
  await viewer.page.goto('/n4n4/categories');
  const table = viewer.page.getByRole('table', { name: 'Categories' });
  await expect(table).toBeVisible({ timeout: 20_000 });
  await expect(viewer.page.getByRole('button', { name: 'New Category' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(table.getByRole('checkbox')).toHaveCount(0);
  await viewer.page.goto('/n4n4/courts');
  await expect(viewer.page.getByRole('table', { name: 'Courts' }).or(viewer.page.getByText('No courts found'))).toBeVisible({ timeout: 20_000 });
  await expect(viewer.page.getByRole('button', { name: /New Court|Import CSV/ })).toHaveCount(0);
  await walkEveryScreen(viewer.page, 'viewer');
});

test("the owner's sidebar has every screen, and each opens", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  expect(await sidebarEntries(page)).toEqual([...EVERYONE.slice(0, 9), 'Comments', 'Subscribers', 'Newsletter', 'Users', 'Analytics', 'Activity', 'Webhooks', 'Home page', 'Navigation', 'Settings', 'Back to Site']);
  await page.goto('/n4n4/settings');
  await expect(page.getByRole('tab', { name: 'General' })).toBeVisible({ timeout: 20_000 });
  await page.goto('/n4n4/subscribers');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible({ timeout: 20_000 });
});

for (const role of ['author', 'admin'] as const) {
  test(`an ${role}'s sidebar and every screen follow what the contract lets an ${role} do`, async ({ page, browser }, testInfo) => {
    test.skip(desktopOnly(testInfo), PHONE_WALK);
    test.setTimeout(240_000);
    await signIn(page);
    const member = await invitedMember(page, browser, sink(), role, role.slice(0, 4), screenOf(testInfo));
    const expected = ['Dashboard', ...SIDEBAR.filter((screen) => admits(role, screen.opens)).map((screen) => screen.entry), 'Back to Site'];
    expect(await sidebarEntries(member.page)).toEqual(expected);
    await walkEveryScreen(member.page, role);
  });
}
