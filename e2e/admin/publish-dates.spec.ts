import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { createPostViaApi, desktopOnly, expectToast, signIn, unique } from './helpers.ts';

const DAY = 86_400_000;

/** A date as the Publish Date field takes it: local "YYYY-MM-DDTHH:mm". */
function fieldDate(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

async function savedPost(request: APIRequestContext, id: number): Promise<{ publishStatus: string; publishDate: string | null; version: number }> {
  return (await request.get(`/api/blog/posts/${id}`)).json();
}

/** A draft dated three days ahead, opened in the editor and switched to Published. */
async function draftSetToPublished(page: Page) {
  const title = unique('Serve Return Depth');
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const ahead = new Date(Math.floor((Date.now() + 3 * DAY) / 60_000) * 60_000);
  const post = await createPostViaApi(page.request, { title, slug, publishStatus: 'draft', publishDate: ahead.toISOString() });
  await page.goto(`/n4n4/posts/${post.id}`);
  await expect(page.getByLabel('Publish Date')).toHaveValue(fieldDate(ahead));
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish now or schedule?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('is still to come');
  return { post, slug, ahead, dialog };
}

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
});

test('publishing a post dated in the future asks first; "Publish now" dates it now and it goes live', async ({ page }) => {
  const { post, slug, dialog } = await draftSetToPublished(page);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expectToast(page, 'Success', 'Post updated successfully');
  await expect(dialog).toBeHidden();
  const saved = await savedPost(page.request, post.id);
  expect(saved.publishStatus).toBe('published');
  expect(Date.parse(saved.publishDate!)).toBeLessThanOrEqual(Date.now());
  expect(Date.now() - Date.parse(saved.publishDate!)).toBeLessThan(5 * 60_000);
  await expect(page.getByLabel('Publish Date')).toHaveValue(fieldDate(new Date(saved.publishDate!)));
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);
});

test('publishing a post dated in the future can schedule it for that date instead', async ({ page }) => {
  const { post, slug, ahead, dialog } = await draftSetToPublished(page);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expectToast(page, 'Success', 'Post updated successfully');
  expect(await savedPost(page.request, post.id)).toMatchObject({ publishStatus: 'scheduled', publishDate: ahead.toISOString() });
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Scheduled');
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
});

test('cancelling the question saves nothing, and Escape closes it too', async ({ page }) => {
  const { post, dialog } = await draftSetToPublished(page);
  const before = await savedPost(page.request, post.id);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await savedPost(page.request, post.id)).toMatchObject({ publishStatus: 'draft', version: before.version });
});

test('scheduling needs a date to come, said under the field', async ({ page }) => {
  const title = unique('Lob Timing');
  const post = await createPostViaApi(page.request, { title, slug: title.toLowerCase().replace(/\s+/g, '-'), publishStatus: 'draft' });
  await page.goto(`/n4n4/posts/${post.id}`);
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Scheduled' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Choose a publish date for a scheduled post')).toBeVisible();

  await page.getByLabel('Publish Date').fill(fieldDate(new Date(Date.now() - DAY)));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const message = page.getByText('Choose a date and time in the future to schedule this post');
  await expect(message).toBeVisible();
  // Under the field: its description names the message.
  await expect(page.getByLabel('Publish Date')).toHaveAccessibleDescription(/Choose a date and time in the future/);
  expect((await savedPost(page.request, post.id)).publishStatus).toBe('draft');

  const ahead = new Date(Math.floor((Date.now() + 2 * DAY) / 60_000) * 60_000);
  await page.getByLabel('Publish Date').fill(fieldDate(ahead));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success', 'Post updated successfully');
  expect(await savedPost(page.request, post.id)).toMatchObject({ publishStatus: 'scheduled', publishDate: ahead.toISOString() });
});

test("the dashboard's view link opens a draft's preview, and a published post's page", async ({ page }) => {
  const title = unique('Preview From Dashboard');
  await createPostViaApi(page.request, { title, slug: title.toLowerCase().replace(/\s+/g, '-'), content: '<p>Drills for the transition zone.</p>', publishStatus: 'draft' });
  const liveTitle = unique('Live From Dashboard');
  const liveSlug = liveTitle.toLowerCase().replace(/\s+/g, '-');
  await createPostViaApi(page.request, { title: liveTitle, slug: liveSlug, publishStatus: 'published' });
  await page.goto('/n4n4');

  const previewOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: `View ${title}` }).click();
  const preview = await previewOpens;
  await expect(preview).toHaveURL(/\/preview\/[^/]+$/);
  await expect(preview.getByRole('status').filter({ hasText: 'Preview - not published' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.getByText('Drills for the transition zone.')).toBeVisible();
  await preview.close();

  await expect(page.getByRole('link', { name: `View ${liveTitle}` })).toHaveAttribute('href', `/blog/${liveSlug}`);
});
