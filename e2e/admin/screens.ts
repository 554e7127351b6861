import { expect, type Locator, type Page } from '@playwright/test';
import { navigateInApp } from '../walk.ts';

export interface AdminScreen {
  /** The screen's name in test titles and in its browser tab: "{title} · Blog CMS". */
  title: string;
  /** The tab's title where it names the record instead. */
  tab?: RegExp;
  path: string | ((page: Page) => Promise<string>);
  /** The button or link that does the screen's main job. */
  primary: (page: Page) => Locator;
  /** Visible once the screen has its data. */
  ready: (page: Page) => Locator;
}

/** The newest post's edit path (the sample content always has posts). */
async function newestPostPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/blog/posts?sort=["createdAt","DESC"]&range=[0,0]');
  expect(response.ok()).toBeTruthy();
  const [post] = (await response.json()) as { id: number; title: string }[];
  return `/n4n4/posts/${post!.id}`;
}

/** A draft issue's edit path: one is made for the visit (issues are not in the sample content). */
async function draftIssuePath(page: Page): Promise<string> {
  const response = await page.request.post('/api/newsletter/issues', {
    data: { subject: 'Screen check: drills for the kitchen line', intro: 'Three drills to hold the line.', posts: [] },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return `/n4n4/issues/${id}`;
}

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).first();
const link = (name: string) => (page: Page) => page.getByRole('link', { name, exact: true }).first();

/** Every back-office screen, as a phone or a desktop opens it. */
export const ADMIN_SCREENS: AdminScreen[] = [
  { title: 'Dashboard', path: '/n4n4', primary: link('New Post'), ready: (page) => page.getByRole('table', { name: 'Recent Posts' }) },
  { title: 'Blog Posts', path: '/n4n4/posts', primary: link('New Post'), ready: (page) => page.getByRole('table', { name: 'Blog Posts' }).getByRole('link').first() },
  { title: 'New Post', path: '/n4n4/posts/new', primary: button('Create'), ready: (page) => page.getByRole('checkbox').first() },
  { title: 'Edit Post', tab: /^Edit: .+ · Blog CMS$/, path: newestPostPath, primary: button('Save'), ready: (page) => page.getByRole('textbox', { name: 'Content' }) },
  { title: 'Categories', path: '/n4n4/categories', primary: button('New Category'), ready: (page) => page.getByRole('table', { name: 'Categories' }) },
  { title: 'Tags', path: '/n4n4/tags', primary: button('New Tag'), ready: (page) => page.getByRole('list', { name: 'Tags' }) },
  { title: 'Courts', path: '/n4n4/courts', primary: button('New Court'), ready: (page) => page.getByRole('table', { name: 'Courts' }).or(page.getByText('No courts found')) },
  { title: 'Gear', path: '/n4n4/gear', primary: button('New Product'), ready: (page) => page.getByRole('table', { name: 'Gear' }).or(page.getByText('No products found')) },
  { title: 'Gear Reviews', path: '/n4n4/gearReviews', primary: button('New Review'), ready: (page) => page.getByRole('table', { name: 'Gear reviews' }).or(page.getByText('No reviews found')) },
  { title: 'Events', path: '/n4n4/events', primary: button('New Event'), ready: (page) => page.getByRole('table', { name: 'Events' }).or(page.getByText('No events found')) },
  // The moderation queue has no button of its own: its main control is the status it shows.
  { title: 'Comments', path: '/n4n4/comments', primary: (page) => page.getByRole('combobox', { name: 'Status' }), ready: (page) => page.getByRole('table', { name: 'Comments' }).or(page.getByText('No comments here')) },
  { title: 'Subscribers', path: '/n4n4/subscribers', primary: link('Export CSV'), ready: (page) => page.getByRole('table', { name: 'Subscribers' }).or(page.getByText('No subscribers found')) },
  { title: 'Newsletter', path: '/n4n4/issues', primary: button('New Issue'), ready: (page) => page.getByRole('table', { name: 'Issues' }).or(page.getByText('No issues yet')) },
  // Ready once the mail preview's frame is in: axe waits on every frame, and one arriving mid-check stalls it.
  { title: 'Edit issue', tab: /^Issue: .+ · Blog CMS$/, path: draftIssuePath, primary: button('Save'), ready: (page) => page.getByTitle('Mail preview') },
  { title: 'Users', path: '/n4n4/users', primary: button('Add User'), ready: (page) => page.getByRole('table', { name: 'Users' }) },
  { title: 'Activity', path: '/n4n4/activity', primary: link('Export CSV'), ready: (page) => page.getByRole('table', { name: 'Activity' }).or(page.getByText('No activity found')) },
  { title: 'Webhooks', path: '/n4n4/webhooks', primary: button('New Webhook'), ready: (page) => page.getByRole('table', { name: 'Webhooks' }).or(page.getByText('No webhooks yet')) },
  { title: 'Analytics', path: '/n4n4/analytics', primary: button('30 days'), ready: (page) => page.getByText('Page views', { exact: true }) },
  { title: 'Home page', path: '/n4n4/homepage', primary: button('Save draft'), ready: (page) => page.getByRole('list', { name: 'Sections' }) },
  { title: 'Navigation', path: '/n4n4/navigation', primary: button('Save Menus'), ready: (page) => page.getByRole('group', { name: /^Group 1/ }) },
  { title: 'Settings', path: '/n4n4/settings', primary: button('Save Changes'), ready: (page) => page.getByRole('tab', { name: 'General' }) },
  { title: 'Pages', path: '/n4n4/pages', primary: link('New Page'), ready: (page) => page.getByRole('table', { name: 'Pages' }).getByRole('link').first() },
  { title: 'New Page', path: '/n4n4/pages/create', primary: button('Create'), ready: (page) => page.getByRole('textbox', { name: 'Title', exact: true }) },
  { title: 'Edit Page', path: '/n4n4/pages/1', primary: button('Save'), ready: (page) => page.getByRole('textbox', { name: 'Title', exact: true }) },
  { title: 'Profile', path: '/n4n4/profile', primary: button('Save Profile'), ready: (page) => page.getByRole('list', { name: 'Active sessions' }).getByTestId('session-row').first() },
  { title: 'Two-factor sign-in', path: '/n4n4/two-factor', primary: button('Set up two-factor sign-in'), ready: (page) => page.getByRole('button', { name: 'Set up two-factor sign-in' }) },
];

/** Opens a screen and waits for its data. */
export async function openScreen(page: Page, screen: AdminScreen): Promise<void> {
  await page.goto(typeof screen.path === 'string' ? screen.path : await screen.path(page));
  // The editors are chunks of their own, slow to arrive on a busy machine.
  await expect(screen.ready(page)).toBeVisible({ timeout: 20_000 });
}

/** The browser tab's title while the screen shows (it follows the app bar's). */
export const tabTitle = (screen: AdminScreen): string | RegExp => screen.tab ?? `${screen.title} · Blog CMS`;

/**
 * Opens a screen in the back office already open in `page`, as its links do (a fresh load where
 * it is not open, or `fresh`), and waits for its data. A screen already showing is left and
 * opened again, so it starts as a visit starts: no dialog or tab left open.
 */
export async function visitScreen(page: Page, screen: AdminScreen, fresh = false): Promise<void> {
  const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
  const current = new URL(page.url());
  if (fresh || !current.pathname.startsWith('/n4n4')) {
    await page.goto(path);
  } else {
    const dashboard = ADMIN_SCREENS[0]!;
    if (current.pathname.replace(/\/$/, '') === path.replace(/\/$/, '') && path !== dashboard.path) {
      await navigateInApp(page, dashboard.path as string);
      await expect(page).toHaveTitle(tabTitle(dashboard));
    }
    await navigateInApp(page, path);
  }
  // The screen before stays up until this one's code and data arrive: its title says which shows.
  await expect(page).toHaveTitle(tabTitle(screen), { timeout: 20_000 });
  await expect(screen.ready(page)).toBeVisible({ timeout: 20_000 });
}

/** A part of a screen that opens in place: a settings tab, a dialog, an inline form. */
export interface AdminView {
  /** Its name in test titles. */
  title: string;
  screen: AdminScreen;
  /** Opens it from the screen and answers the region it shows. */
  open: (page: Page) => Promise<Locator>;
}

const screenTitled = (title: string): AdminScreen => ADMIN_SCREENS.find((screen) => screen.title === title)!;

const settingsTab = (name: string): AdminView => ({
  title: `Settings, ${name} tab`,
  screen: screenTitled('Settings'),
  async open(page) {
    await page.getByRole('tab', { name, exact: true }).click();
    return page.getByRole('tabpanel', { name });
  },
});

const dialog = (screen: string, opener: string, name = opener): AdminView => ({
  title: `${name} dialog`,
  screen: screenTitled(screen),
  async open(page) {
    await page.getByRole('button', { name: opener, exact: true }).first().click();
    return page.getByRole('dialog', { name });
  },
});

/** Every tab and dialog of the back office, each reached from its screen. */
export const ADMIN_VIEWS: AdminView[] = [
  settingsTab('SEO'),
  settingsTab('Appearance'),
  settingsTab('Advanced'),
  settingsTab('Move in / move out'),
  dialog('Categories', 'New Category'),
  dialog('Tags', 'New Tag'),
  dialog('Courts', 'New Court'),
  dialog('Courts', 'Import CSV', 'Import Courts from CSV'),
  dialog('Gear', 'New Product'),
  dialog('Events', 'New Event'),
  dialog('Events', 'Import CSV', 'Import Events from CSV'),
  dialog('Subscribers', 'Add Subscriber'),
  dialog('Subscribers', 'Import CSV', 'Import Subscribers from CSV'),
  dialog('Users', 'Add User'),
  dialog('Edit Post', 'Product card', 'Insert product card'),
  dialog('Home page', 'Preview', 'Home page preview'),
  {
    title: 'Download full backup (encrypted) dialog',
    screen: screenTitled('Settings'),
    async open(page) {
      await page.getByRole('tab', { name: 'Move in / move out', exact: true }).click();
      await page.getByRole('button', { name: 'Download full backup (encrypted)', exact: true }).click();
      return page.getByRole('dialog', { name: 'Download full backup (encrypted)' });
    },
  },
  {
    title: 'New Issue form',
    screen: screenTitled('Newsletter'),
    async open(page) {
      await page.getByRole('button', { name: 'New Issue', exact: true }).click();
      // The draft the server pre-fills, in a card above the list.
      return page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'New issue', level: 2 }) });
    },
  },
];
