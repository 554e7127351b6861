import { expect, test } from '../fixtures.ts';
import { createPostViaApi, desktopOnly, signIn, unique } from './helpers.ts';

test('a new post typed and closed before any save is offered back when the editor opens again', async ({ page, context }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  const title = unique('Lost Tab Lob Drill');
  await page.goto('/n4n4/posts/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Lob only when both opponents crowd the kitchen line.');
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
  await page.close();

  const again = await context.newPage();
  await signIn(again);
  await again.goto('/n4n4/posts/new');
  await expect(again.getByRole('alert').filter({ hasText: 'were kept in this browser' })).toBeVisible();
  await again.getByRole('button', { name: 'Restore unsaved changes' }).click();
  await expect(again.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(again.locator('.ProseMirror')).toContainText('Lob only when both opponents crowd the kitchen line.');
});

test('a draft saves itself a few seconds after typing stops, and a reload shows what was saved', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  const title = unique('Autosaved Reset Drill');
  const post = await createPostViaApi(page.request, { title, slug: title.toLowerCase().replace(/\s+/g, '-'), publishStatus: 'draft' });
  await page.goto(`/n4n4/posts/${post.id}`);
  const status = page.getByTestId('save-status');
  await expect(status).toContainText('Saved at');
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Block the drive with a loose grip.');
  await expect(status).toContainText('Unsaved changes');
  await expect(status).toContainText(/Saved at \d{1,2}:\d{2}/, { timeout: 15_000 });

  await page.reload();
  await expect(editor).toContainText('Block the drive with a loose grip.');
  await expect(page.getByText('were kept in this browser')).toHaveCount(0);
  const saved = await (await page.request.get(`/api/blog/posts/${post.id}`)).json();
  expect(saved.content).toContain('Block the drive with a loose grip.');
});

test('a published post never saves itself', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  const title = unique('Published Stays Put');
  const post = await createPostViaApi(page.request, { title, slug: title.toLowerCase().replace(/\s+/g, '-'), publishStatus: 'published' });
  await page.goto(`/n4n4/posts/${post.id}`);
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Not yet ready. ');
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
  // Well past the autosave delay, the server still has the published text.
  await page.waitForTimeout(4500);
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
  const saved = await (await page.request.get(`/api/blog/posts/${post.id}`)).json();
  expect(saved.content).not.toContain('Not yet ready.');
});

test('a preview link shows the draft with its banner to a signed-out browser until it is revoked', async ({ page, browser }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  const title = unique('Preview Serve Ladder');
  const post = await createPostViaApi(page.request, { title, slug: title.toLowerCase().replace(/\s+/g, '-'), content: '<p>Serve deep, then deeper.</p>', publishStatus: 'draft' });
  await page.goto(`/n4n4/posts/${post.id}`);
  await page.getByRole('button', { name: 'Copy preview link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview link' });
  const url = await dialog.getByRole('textbox', { name: 'Preview link' }).inputValue();
  expect(url).toMatch(/\/preview\/\S+$/);

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  const response = await visitor.goto(url);
  expect(response?.status()).toBe(200);
  // The banner is announced; the newsletter band's status line is on the page too.
  await expect(visitor.getByRole('status').filter({ hasText: 'Preview - not published' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByText('Serve deep, then deeper.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Revoke all preview links' }).click();
  await expect(dialog).toBeHidden();
  const revoked = await visitor.goto(url);
  expect(revoked?.status()).toBe(404);
  await expect(visitor.getByText(title)).toHaveCount(0);
  await stranger.close();
});

test('a 409 keeps the writer’s text, and after a reload the editor offers it back', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  const title = unique('Conflicted Kitchen Rules');
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const post = await createPostViaApi(page.request, { title, slug, publishStatus: 'published' });
  await page.goto(`/n4n4/posts/${post.id}`);
  const editor = page.locator('.ProseMirror');
  await expect(editor).toContainText('Practice the drill.');

  // Someone else saves the post meanwhile.
  const other = await page.request.put(`/api/blog/posts/${post.id}`, { data: { title: `${title} (theirs)`, slug, content: '<p>Their version.</p>', publishStatus: 'published' } });
  expect(other.status()).toBe(200);

  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Never volley with a foot in the kitchen.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.MuiSnackbar-root')).toContainText('409');
  await expect(editor).toContainText('Never volley with a foot in the kitchen.');

  await page.reload();
  await expect(editor).toContainText('Their version.');
  await page.getByRole('button', { name: 'Restore unsaved changes' }).click();
  await expect(editor).toContainText('Never volley with a foot in the kitchen.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.MuiSnackbar-root')).toContainText('Post updated successfully');
  const saved = await (await page.request.get(`/api/blog/posts/${post.id}`)).json();
  expect(saved.content).toContain('Never volley with a foot in the kitchen.');
});

test('an autosave that meets a newer version stops with the 409 and keeps the writer’s text', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  const title = unique('Autosave Conflict Drill');
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const post = await createPostViaApi(page.request, { title, slug, publishStatus: 'draft' });
  await page.goto(`/n4n4/posts/${post.id}`);
  const editor = page.locator('.ProseMirror');
  await expect(editor).toContainText('Practice the drill.');
  const other = await page.request.put(`/api/blog/posts/${post.id}`, { data: { title, slug, content: '<p>Their draft.</p>', publishStatus: 'draft' } });
  expect(other.status()).toBe(200);

  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Split the middle on every ball.');
  await expect(page.locator('.MuiSnackbar-root')).toContainText('409', { timeout: 15_000 });
  await expect(page.getByTestId('save-status')).toContainText('Unsaved changes');
  await expect(editor).toContainText('Split the middle on every ball.');
  const saved = await (await page.request.get(`/api/blog/posts/${post.id}`)).json();
  expect(saved).toMatchObject({ content: '<p>Their draft.</p>', version: 2 });
});
