import { expect, test } from '../fixtures.ts';
import { desktopOnly, expectToast, signIn, tinyPng, unique } from './helpers.ts';
import { publishNewPost } from './postEditor.ts';

test('a post is validated, created with a category, two tags and an uploaded image, published, edited, duplicated and deleted', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  test.setTimeout(90_000);
  await signIn(page);
  const title = unique('Drop Shot Ladder');
  const slug = title.toLowerCase().replace(/\s+/g, '-');

  await page.goto('/n4n4/posts');
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page).toHaveURL(/\/n4n4\/posts\/new$/);

  // Every validation message of the post form.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Slug is required')).toBeVisible();
  await expect(page.getByText('Content is required')).toBeVisible();
  await page.getByLabel('Meta Description').fill('x'.repeat(161));
  await expect(page.getByText('161/160')).toHaveCSS('color', 'rgb(211, 47, 47)');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Meta description should be less than 160 characters')).toBeVisible();
  await page.getByLabel('Meta Description').fill('A ladder of drop shots that builds touch from the baseline to the kitchen.');

  // Content card.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(page.getByText(`${title.length}/60`)).toBeVisible();
  await page.getByRole('button', { name: 'Generate from title' }).click();
  await expect(page.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(slug);
  await expect(page.getByText(`${slug.length} characters`)).toBeVisible();
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('Why ladders work');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Start at the kitchen line and take one step back after every five good drops.');
  await expect(editor.locator('h2')).toHaveText('Why ladders work');

  // Categories, tags, image.
  await page.getByRole('checkbox', { name: 'Technique' }).check();
  await page.getByRole('button', { name: 'Dinking' }).click();
  await page.getByRole('button', { name: 'Third Shot Drop' }).click();
  await expect(page.getByRole('button', { name: 'Dinking' })).toHaveAttribute('aria-pressed', 'true');

  const fileInput = page.getByTestId('featured-image-file');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expectToast(page, 'Invalid file type', 'Please upload JPG, PNG, GIF, WEBP, or SVG files.');
  await expect(page.getByText('Invalid file type. Please upload JPG, PNG, GIF, WEBP, or SVG files.')).toBeVisible();
  // A toast stays while the pointer rests on it (the last click, on a tag, may have left it there),
  // and the next one waits for it to go.
  await page.mouse.move(0, 0);
  await fileInput.setInputFiles({ name: 'court.png', mimeType: 'image/png', buffer: tinyPng() });
  await expectToast(page, 'Image uploaded', 'Your image has been uploaded successfully.');
  await expect(page.getByLabel('Featured Image URL')).toHaveValue(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
  await expect(page.getByTestId('featured-image-preview')).toHaveJSProperty('naturalWidth', 1);
  await page.getByLabel('Alt Text').fill('An empty court at dawn');

  await page.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Success', 'Post created successfully');
  await expect(page).toHaveURL(/\/n4n4\/posts$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(`/${slug}`);
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('Last updated');

  // On the dashboard.
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.getByRole('table', { name: 'Recent Posts' })).toContainText(title);

  // Edit: publish it; the editor stays open.
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(page.getByRole('checkbox', { name: 'Technique' })).toBeChecked();
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByLabel('Publish Date').fill('2024-01-05T09:30');
  await page.getByLabel('Subtitle').fill('Five steps from the kitchen to the baseline');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success', 'Post updated successfully');
  await expect(page).toHaveURL(/\/n4n4\/posts\/\d+$/);
  // A second save uses the new version, so it is not refused as stale.
  await page.getByLabel('Subtitle').fill('Five steps from the kitchen line to the baseline');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success', 'Post updated successfully');

  // Preview shows the post as its public page does.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Post preview' });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.getByRole('list', { name: 'Tags' })).toContainText('#Dinking');
  await preview.getByRole('button', { name: 'Close preview' }).click();

  // Leaving with unsaved changes asks first.
  await page.getByLabel('Subtitle').fill('Words not saved yet');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect.poll(() => asked.length).toBe(1);
  await expect(page).toHaveURL(/\/n4n4\/posts\/\d+$/);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/n4n4\/posts$/);

  // Published: the public page and the landing's blog cards show it.
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/blog/${slug}`);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(title);
  await publicPage.close();

  // Duplicate from the list's row menu.
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expectToast(page, 'Post duplicated', 'The post has been duplicated successfully.');
  await expect(page.getByRole('row').filter({ hasText: `${title} (Copy)` })).toBeVisible();

  // Delete the original from its editor, after confirming.
  await page.getByRole('link', { name: title, exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Post deleted successfully');
  await expect(page).toHaveURL(/\/n4n4\/posts$/);
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `${title} (Copy)` })).toBeVisible();
});

test('a published post shows in the landing blog cards', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  const title = unique('Landing Card Check');
  await page.goto('/n4n4/posts/new');
  await publishNewPost(page, title, 'Fresh off the press.');
  await page.goto('/');
  await expect(page.locator('#blog')).toContainText(title);
});
