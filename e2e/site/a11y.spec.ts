import type { Page } from '@playwright/test';
import { signIn } from '../admin/helpers.ts';
import { resetSettings, saveSettings } from '../admin/settingsE2e.ts';
import { axeOn } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { checkEach } from '../walk.ts';

async function seriousViolations(page: Page) {
  const results = await axeOn(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** A public page and how to bring it to the state to check; each state is checked with axe. */
interface PublicPage {
  name: string;
  visit: (page: Page) => Promise<void>;
  /** A further state of the page to check after the first. */
  then?: (page: Page) => Promise<void>;
}

const firstPostPath = async (page: Page) => {
  const list = (await (await page.request.get('/api/public/posts?page=1&pageSize=1')).json()) as { items: { slug: string }[] };
  return `/blog/${list.items[0]!.slug}`;
};

const PUBLIC_PAGES: PublicPage[] = [
  {
    name: 'the landing page, also scrolled',
    async visit(page) {
      await page.goto('/');
      await expect(page.locator('#blog [aria-busy="false"]')).toBeVisible();
    },
    // Scrolled: the navigation has its solid style.
    async then(page) {
      await page.evaluate(() => window.scrollTo(0, 2000));
      await expect(page.locator('header.nav--scrolled')).toBeVisible();
    },
  },
  {
    name: 'the login page, also with errors shown',
    async visit(page) {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    },
    async then(page) {
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Username is required')).toBeVisible();
    },
  },
  {
    name: 'a post page',
    async visit(page) {
      await page.goto(await firstPostPath(page));
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'the 404 page',
    async visit(page) {
      await page.goto('/nowhere');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    },
  },
  {
    name: 'the paddle chart, then three paddles compared',
    async visit(page) {
      await page.goto('/gear/paddle');
      await expect(page.getByRole('button', { name: 'Compare ticked products' })).toBeVisible();
    },
    // The compare table's header row is dark and holds the products' links.
    async then(page) {
      const slugs = await page.locator('input[name="items"]').evaluateAll((inputs) => inputs.slice(0, 3).map((input) => (input as HTMLInputElement).value));
      await page.goto(`/gear/compare?items=${slugs.join(',')}`);
      await expect(page.locator('.gear-chart thead th a')).toHaveCount(3);
    },
  },
  ...['/blog', '/blog/category/technique'].map((path) => ({
    name: path,
    async visit(page: Page) {
      await page.goto(path);
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  })),
];

// One page visits each in turn (each by its address); one with findings is named, and the rest still run.
test('the public pages have no serious accessibility violations', async ({ page }) => {
  // Ten axe runs, two of the long landing page: slow on a loaded machine.
  test.setTimeout(120_000);
  await checkEach(PUBLIC_PAGES, (publicPage) => publicPage.name, async (publicPage) => {
    await publicPage.visit(page);
    expect(await seriousViolations(page)).toEqual([]);
    if (!publicPage.then) return;
    await publicPage.then(page);
    expect(await seriousViolations(page), 'after the change').toEqual([]);
  });
});

test.describe('with the dark theme', () => {
  test.afterEach(async ({ page }) => {
    await resetSettings(page.request);
  });

  for (const [mode, device] of [['dark', 'light'], ['system', 'dark']] as const) {
    test(`the landing page is dark all through, with no serious accessibility violations (theme ${mode}, device ${device})`, async ({ page }) => {
      // Signing in, saving and two full axe runs of the landing page.
      test.slow();
      await signIn(page);
      await saveSettings(page.request, { themeMode: mode });
      await page.emulateMedia({ colorScheme: device });
      await page.goto('/');
      await expect(page.locator('#blog [aria-busy="false"]')).toBeVisible();
      // The landing's own light sections and cards follow the page into the dark.
      const backgrounds = await page.evaluate(() =>
        ['body', '.section--tint', '.card', '.faq details'].map((selector) => getComputedStyle(document.querySelector(selector)!).backgroundColor),
      );
      expect(backgrounds).toEqual(['rgb(16, 22, 19)', 'rgb(22, 33, 28)', 'rgb(26, 36, 31)', 'rgb(22, 33, 28)']);
      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 2000));
      await expect(page.locator('header.nav--scrolled')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('inner pages are dark all through, header included, with one left edge and no serious accessibility violations', async ({ page, request }) => {
    test.slow();
    await signIn(page);
    await saveSettings(page.request, { themeMode: 'dark' });
    const list = (await (await request.get('/api/public/posts?page=1&pageSize=1')).json()) as { items: { slug: string }[] };
    for (const path of ['/blog', `/blog/${list.items[0]!.slug}`]) {
      await page.goto(path);
      const header = await page.evaluate(() => getComputedStyle(document.querySelector('header.nav')!).backgroundColor);
      expect(header, path).toBe('rgb(22, 33, 28)');
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // The post's breadcrumbs, title and way back start at the same left edge.
    const edges = await page.evaluate(() => ['.breadcrumbs', '.post__title', '.post-page__back a'].map((selector) => Math.round(document.querySelector(selector)!.getBoundingClientRect().left)));
    expect(new Set(edges).size, edges.join(', ')).toBe(1);
  });

  test('a screen behind a mail link is dark too, with no serious accessibility violations', async ({ page }) => {
    await signIn(page);
    await saveSettings(page.request, { themeMode: 'dark' });
    await page.goto('/account/forgot');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(16, 22, 19)');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
