import { expect, test } from '../fixtures.ts';
import { createPostViaApi, desktopOnly, expectToast, signIn, unique } from './helpers.ts';

const FIRST = 'Keep the paddle face open and let the ball drop into the kitchen.';

test('three edits, then History restores the first version in the editor and on the public page', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  test.setTimeout(90_000);
  await signIn(page);
  const title = unique('Soft Game History');
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const post = await createPostViaApi(page.request, { title, slug, content: `<p>${FIRST}</p>`, publishStatus: 'published' });

  await page.goto(`/n4n4/posts/${post.id}`);
  const editor = page.locator('.ProseMirror');
  await expect(editor).toContainText(FIRST);
  for (const n of [1, 2, 3]) {
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`Edit number ${n}: attack the high ball and reset the low one.`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Success', 'Post updated successfully');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  }

  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History' });
  const versions = dialog.getByRole('list', { name: 'Earlier versions' }).getByRole('button');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Published');
  await versions.last().click();
  await expect(dialog.getByRole('region', { name: 'Selected version' })).toContainText(FIRST);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, 'Success', 'Version restored');
  await expect(editor).toContainText(FIRST);

  await page.goto(`/blog/${slug}`);
  await expect(page.locator('article.post')).toContainText(FIRST);
  await expect(page.locator('article.post')).not.toContainText('Edit number 3');
});

test('renaming a published post keeps its old address working', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  const title = unique('Erne Footwork');
  const oldSlug = title.toLowerCase().replace(/\s+/g, '-');
  const post = await createPostViaApi(page.request, { title, slug: oldSlug, content: '<p>Jump the corner only when the dink is wide.</p>', publishStatus: 'published' });

  await page.goto(`/n4n4/posts/${post.id}`);
  const slugBox = page.getByRole('textbox', { name: 'Slug', exact: true });
  await slugBox.fill(`${oldSlug}-renamed`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success', 'Post updated successfully');

  await page.goto(`/blog/${oldSlug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${oldSlug}-renamed$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
