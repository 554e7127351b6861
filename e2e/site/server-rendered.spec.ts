import { test as withoutWaiting, type Page } from '@playwright/test';
import { createPostViaApi, ADMIN } from '../admin/helpers.ts';
import { expect, test } from '../fixtures.ts';

/** Sections above the blog cards: their place does not depend on anything the client does. */
const STABLE_SECTIONS = ['hero', 'learn', 'beginner-guides', 'equipment', 'paddles', 'shop', 'courts', 'blog'];

interface Pages {
  post: string;
  category: string;
  tag: string;
}

/** Public pages to read: a post with a category and a tag, its archives, and enough posts for /blog?page=2. */
async function preparePages(request: import('@playwright/test').APIRequestContext): Promise<Pages> {
  expect((await request.post('/api/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  const run = Date.now().toString(36);
  // The first post has a category and a tag of the sample content, so its archives exist.
  const [category] = (await (await request.get('/api/blog/categories?range=[0,0]')).json()) as { id: number; slug: string }[];
  const [tag] = (await (await request.get('/api/blog/tags?range=[0,0]')).json()) as { id: number; slug: string }[];
  for (let n = 1; n <= 11; n += 1) {
    const terms = n === 1 ? { categoryIds: [category!.id], tagIds: [tag!.id] } : {};
    await createPostViaApi(request, { title: `Third Shot Notes ${run} ${n}`, slug: `third-shot-notes-${run}-${n}`, publishStatus: 'published', publishDate: new Date(Date.now() - 60_000 * n).toISOString(), ...terms });
  }
  return { post: `/blog/third-shot-notes-${run}-1`, category: `/blog/category/${category!.slug}`, tag: `/blog/tag/${tag!.slug}` };
}

/** Where each element starts on the page, in CSS pixels from the top. */
function tops(page: Page, selectors: string[]): Promise<number[]> {
  return page.evaluate(
    (list) => list.map((selector) => Math.round((document.querySelector(selector)?.getBoundingClientRect().top ?? Number.NaN) + window.scrollY)),
    selectors,
  );
}

async function expectHeadAndData(page: Page, path: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /\S/);
  await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', /^http/);
  await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', /\S/);
  const types = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type']));
  expect(types, path).toContain('BreadcrumbList');
}

let pages: Pages;
withoutWaiting.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  pages = await preparePages(request);
  await request.dispose();
});

// Plain Playwright here: without scripts the app never takes over, so there is nothing to wait for.
withoutWaiting.describe('public pages before any script runs', () => {
  withoutWaiting.use({ javaScriptEnabled: false });

  withoutWaiting('a post, the blog, its second page and the archives are readable, with head tags and JSON-LD', async ({ page }) => {
    await page.goto(pages.post);
    await expect(page.getByRole('article').locator('.post__content p').first()).toBeVisible();
    await expectHeadAndData(page, pages.post);
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('"BlogPosting"')]));

    for (const path of ['/blog', '/blog?page=2', pages.category, pages.tag]) {
      await page.goto(path);
      await expect(page.getByRole('article').first(), path).toBeVisible();
      await expectHeadAndData(page, path);
    }
    await page.goto('/blog');
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', /\/blog\?page=2$/);
  });

  withoutWaiting('the landing is already there: hero, sections, blog cards, footer and a navigation fit for the width', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Learn the game. Pick the right gear. Find your people.')).toBeVisible();
    await expect(page.getByRole('img', { name: /pickleball court/ })).toBeVisible();
    await expect(page.locator('#blog').getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const narrow = page.viewportSize()!.width < 768;
    // Before the scripts the menu and its groups are native disclosures (<summary>), which open without them.
    await expect(nav.locator('summary', { hasText: 'Menu' })).toBeVisible({ visible: narrow });
    await expect(nav.locator('summary', { hasText: 'LEARN TO PLAY' })).toBeVisible({ visible: !narrow });
  });

  withoutWaiting('nothing moves when the app takes over', async ({ page, browser }) => {
    for (const path of ['/', '/blog', pages.post]) {
      const selectors = path === '/' ? STABLE_SECTIONS.map((id) => `#${id}`) : ['h1', '.newsletter', 'footer'];
      await page.goto(path);
      const before = await tops(page, selectors);
      // A context of its own with scripts on (a new context inherits this block's settings otherwise).
      const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
      const live = await context.newPage();
      await live.goto(path);
      await live.locator('#server-rendered').waitFor({ state: 'detached' });
      expect(await tops(live, selectors), path).toEqual(before);
      await context.close();
    }
  });
});

test('the app hydrates each page in place: no hydration mismatch, console error or warning, no second request for its data', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  // React reports a hydration mismatch (and renders the page again) as an uncaught error, not in the console.
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const apiReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/public/')) apiReads.push(request.url());
  });
  for (const path of ['/', pages.post, '/blog', '/blog?page=2', pages.category, pages.tag]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(problems).toEqual([]);
  expect(apiReads).toEqual([]);
  // Working controls: the nav reacts, which the server's markup alone cannot do.
  await page.goto('/');
  await expect(page.locator('#hero')).toHaveCount(1);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const opener = nav.getByRole('button', { name: page.viewportSize()!.width < 768 ? 'Menu' : 'LEARN TO PLAY' });
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
});

test('readers browse from the landing to the blog, its next page, an archive and a post, in the app', async ({ page }) => {
  await page.goto('/');
  await page.locator('#blog').getByRole('link', { name: 'View All Articles' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page).toHaveTitle(/^The Pickleball Hub Blog \| Pickleball Hub$/);
  await page.getByRole('link', { name: 'Older posts →' }).click();
  await expect(page).toHaveURL('/blog?page=2');
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page).toHaveTitle(/page 2 of/);
  const firstCard = page.getByRole('article').first();
  const category = firstCard.locator('.post-card__category a');
  if ((await category.count()) > 0) {
    const name = await category.textContent();
    await category.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  }
  const title = await page.getByRole('article').first().getByRole('heading').textContent();
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  await expect(page).toHaveTitle(`${title} | Pickleball Hub`);
  await page.getByRole('link', { name: '← All articles' }).click();
  await expect(page).toHaveURL('/blog');
});
