import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { desktopOnly, expectToast, signIn, tinyPng, unique } from './helpers.ts';

/**
 * However the editor is opened, it shows the whole post: list rows (title, slug, status, dates)
 * must never stand in for it. Each test opens the list or the dashboard first, so their rows are
 * in the browser's cache when the editor opens.
 */

interface WholePost {
  id: number;
  title: string;
  subtitle: string;
  body: string;
  metaDescription: string;
  ogTitle: string;
  featuredImage: string;
  featuredImageAlt: string;
}

async function termId(request: APIRequestContext, resource: 'categories' | 'tags', name: string): Promise<number> {
  const response = await request.get(`/api/blog/${resource}`, { params: { range: '[0,999]' } });
  const terms = (await response.json()) as { id: number; name: string }[];
  const term = terms.find((t) => t.name === name);
  if (!term) throw new Error(`no ${resource} named ${name}`);
  return term.id;
}

/** A post with every part the editor shows: body, subtitle, a category, a tag, SEO and an uploaded image. */
async function createWholePost(request: APIRequestContext, prefix: string): Promise<WholePost> {
  const uploaded = await request.post('/api/upload/image', { multipart: { image: { name: 'court.png', mimeType: 'image/png', buffer: tinyPng() } } });
  expect(uploaded.status()).toBe(201);
  const title = unique(prefix);
  const fields = {
    title,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    subtitle: 'Soft hands win the kitchen',
    content: '<p>Bend your knees and push the ball over the net with an open paddle face.</p>',
    metaDescription: 'How to dink: an open paddle face, bent knees and patience at the kitchen line.',
    ogTitle: 'Dinking, the soft game',
    featuredImage: ((await uploaded.json()) as { url: string }).url,
    featuredImageAlt: 'A paddle at the kitchen line',
    publishStatus: 'draft',
    categoryIds: [await termId(request, 'categories', 'Technique')],
    tagIds: [await termId(request, 'tags', 'Dinking')],
  };
  const created = await request.post('/api/blog/posts', { data: fields });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return { id, title, subtitle: fields.subtitle, body: 'Bend your knees and push the ball', metaDescription: fields.metaDescription, ogTitle: fields.ogTitle, featuredImage: fields.featuredImage, featuredImageAlt: fields.featuredImageAlt };
}

async function expectWholePost(page: Page, post: WholePost): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/n4n4/posts/${post.id}$`));
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(post.title);
  await expect(page.locator('.ProseMirror')).toContainText(post.body);
  await expect(page.getByLabel('Subtitle')).toHaveValue(post.subtitle);
  await expect(page.getByRole('checkbox', { name: 'Technique' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Dinking' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Meta Description')).toHaveValue(post.metaDescription);
  await expect(page.getByLabel('OG Title')).toHaveValue(post.ogTitle);
  await expect(page.getByLabel('Featured Image URL')).toHaveValue(post.featuredImage);
  await expect(page.getByLabel('Alt Text')).toHaveValue(post.featuredImageAlt);
  await expect(page.getByTestId('featured-image-preview')).toHaveAttribute('src', post.featuredImage);
  await expect(page.getByTestId('featured-image-preview')).toHaveJSProperty('naturalWidth', 1);
}

/** The posts list, with the post's row on screen. */
async function openList(page: Page, post: WholePost): Promise<void> {
  await page.goto('/n4n4/posts');
  await expect(page.getByRole('link', { name: post.title, exact: true })).toBeVisible();
}

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
});

test('the posts list: clicking a title opens the whole post', async ({ page }) => {
  const post = await createWholePost(page.request, 'Whole From Title');
  await openList(page, post);
  await page.getByRole('link', { name: post.title, exact: true }).click();
  await expectWholePost(page, post);
});

test("the posts list: the row menu's Edit opens the whole post", async ({ page }) => {
  const post = await createWholePost(page.request, 'Whole From Menu');
  await openList(page, post);
  await page.getByRole('button', { name: `Actions for ${post.title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expectWholePost(page, post);
});

test("the dashboard's pencil opens the whole post", async ({ page }) => {
  const post = await createWholePost(page.request, 'Whole From Dashboard');
  await page.goto('/n4n4');
  await page.getByRole('link', { name: `Edit ${post.title}` }).click();
  await expectWholePost(page, post);
});

test("the editor's address opens the whole post", async ({ page }) => {
  const post = await createWholePost(page.request, 'Whole From Address');
  await page.goto(`/n4n4/posts/${post.id}`);
  await expectWholePost(page, post);
});

test('after a save, the editor and the list lead back to the whole post', async ({ page }) => {
  const post = await createWholePost(page.request, 'Whole After Save');
  await openList(page, post);
  await page.getByRole('link', { name: post.title, exact: true }).click();
  await expectWholePost(page, post);
  const saved = { ...post, subtitle: 'Soft hands and bent knees win the kitchen' };
  await page.getByLabel('Subtitle').fill(saved.subtitle);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success', 'Post updated successfully');
  await expectWholePost(page, saved);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/n4n4\/posts$/);
  await page.getByRole('link', { name: post.title, exact: true }).click();
  await expectWholePost(page, saved);
});

test('after a restore from History, the editor shows the whole restored post', async ({ page }) => {
  const post = await createWholePost(page.request, 'Whole After Restore');
  // A second version, so History has the first one to restore.
  const current = await (await page.request.get(`/api/blog/posts/${post.id}`)).json();
  const { id: _id, tags: _tags, categories: _categories, createdAt: _c, updatedAt: _u, ...input } = current;
  const changed = await page.request.put(`/api/blog/posts/${post.id}`, { data: { ...input, subtitle: 'A subtitle to undo' } });
  expect(changed.status(), await changed.text()).toBe(200);

  await openList(page, post);
  await page.getByRole('link', { name: post.title, exact: true }).click();
  await expect(page.getByLabel('Subtitle')).toHaveValue('A subtitle to undo');
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History' });
  await expect(dialog.getByRole('region', { name: 'Selected version' })).toContainText(post.body);
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expectToast(page, 'Success', 'Version restored');
  await expectWholePost(page, post);
});

test('after a duplicate, the copy opens whole from the list', async ({ page }) => {
  const post = await createWholePost(page.request, 'Whole After Duplicate');
  await openList(page, post);
  await page.getByRole('button', { name: `Actions for ${post.title}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expectToast(page, 'Post duplicated', 'The post has been duplicated successfully.');
  const copyTitle = `${post.title} (Copy)`;
  await page.getByRole('link', { name: copyTitle, exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`/n4n4/posts/${post.id}$`));
  const copyId = Number(/\/n4n4\/posts\/(\d+)$/.exec(page.url())?.[1]);
  await expectWholePost(page, { ...post, id: copyId, title: copyTitle });
});
