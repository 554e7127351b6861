import { test as withoutWaiting, type Page } from '@playwright/test';
import { ADMIN, createPostViaApi } from '../admin/helpers.ts';
import { expect, test } from '../fixtures.ts';

interface Written {
  postPath: string;
  title: string;
  author: { name: string; slug: string };
}

/** A post published just now by the signed-in admin: the newest on their author page. */
async function writePost(request: import('@playwright/test').APIRequestContext): Promise<Written> {
  expect((await request.post('/api/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  const me = (await (await request.get('/api/auth/me')).json()) as { displayName: string; username: string; slug: string };
  const run = Date.now().toString(36);
  const title = `Byline Drill ${run}`;
  const { slug } = await createPostViaApi(request, { title, slug: `byline-drill-${run}`, publishStatus: 'published', publishDate: new Date(Date.now() - 1000).toISOString() });
  return { postPath: `/blog/${slug}`, title, author: { name: me.displayName || me.slug, slug: me.slug } };
}

/** The Person of the page's JSON-LD, if any. */
async function personOf(page: Page): Promise<Record<string, unknown> | undefined> {
  const items = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  return items.find((item) => item['@type'] === 'Person');
}

let written: Written;
withoutWaiting.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  written = await writePost(request);
  await request.dispose();
});

test('the byline of a post leads to its author’s page, which lists the post and describes the author as a Person', async ({ page, baseURL }) => {
  await page.goto(written.postPath);
  const byline = page.locator('.post__byline');
  await expect(byline).toHaveText(`By ${written.author.name}`);
  await byline.getByRole('link', { name: written.author.name }).click();
  await expect(page).toHaveURL(`${baseURL}/blog/author/${written.author.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(written.author.name);
  const card = page.locator('article.post-card', { has: page.getByRole('link', { name: written.title }) });
  await expect(card).toBeVisible();
  // The card names the author too.
  await expect(card.locator('.post-card__byline')).toHaveText(`By ${written.author.name}`);
  await page.reload();
  expect(await personOf(page)).toMatchObject({ name: written.author.name, url: expect.stringMatching(new RegExp(`/blog/author/${written.author.slug}$`)) });
});

withoutWaiting.describe('without scripts', () => {
  withoutWaiting.use({ javaScriptEnabled: false });

  withoutWaiting('the author page is served whole: name, the post, Person JSON-LD; the byline links to it', async ({ page }) => {
    await page.goto(written.postPath);
    await expect(page.locator('.post__byline a')).toHaveAttribute('href', `/blog/author/${written.author.slug}`);
    const article = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@type': string; author?: { '@type': string; url: string } }).find((item) => item['@type'] === 'BlogPosting');
    expect(article?.author).toMatchObject({ '@type': 'Person', url: expect.stringMatching(new RegExp(`/blog/author/${written.author.slug}$`)) });

    const response = await page.goto(`/blog/author/${written.author.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(written.author.name);
    await expect(page.getByRole('link', { name: written.title })).toBeVisible();
    expect(await personOf(page)).toMatchObject({ name: written.author.name, url: expect.stringMatching(new RegExp(`/blog/author/${written.author.slug}$`)) });
  });

  withoutWaiting('an unknown author is the real 404', async ({ page }) => {
    const response = await page.goto('/blog/author/nobody-writes-here');
    expect(response?.status()).toBe(404);
  });
});
