import { expect, test } from '../fixtures.ts';
import { desktopOnly, expectToast, signIn } from './helpers.ts';

test('categories: create with a slug that follows the name, edit, delete after confirming', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  await page.goto('/n4n4/categories');
  await expect(page.getByRole('table', { name: 'Categories' })).toContainText('Technique');

  await page.getByRole('button', { name: 'New Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Category' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Slug is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Fitness & Recovery');
  await expect(dialog.getByLabel('Slug')).toHaveValue('fitness-recovery');
  await dialog.getByLabel('Description').fill('Warm-ups, mobility and staying off the injury list.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Category created successfully');
  const row = page.getByRole('row').filter({ hasText: 'Fitness & Recovery' });
  await expect(row).toContainText('fitness-recovery');

  await row.getByRole('button', { name: 'Edit Fitness & Recovery' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(edit.getByLabel('Slug')).toHaveValue('fitness-recovery');
  await edit.getByLabel('Name').fill('Fitness');
  await expect(edit.getByLabel('Slug')).toHaveValue('fitness');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Category updated successfully');

  // A slug already in use is refused with the server's words.
  await page.getByRole('button', { name: 'New Category' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Technique');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Error', 'Failed to create category: 409: ');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete Fitness' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Category deleted successfully');
  await expect(page.getByRole('row').filter({ hasText: 'Fitness' })).toHaveCount(0);
});

test('tags: search by name or slug, create, edit, delete', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  await page.goto('/n4n4/tags');
  const tags = page.getByRole('list', { name: 'Tags' });
  await expect(tags).toContainText('Third Shot Drop');

  await page.getByRole('textbox', { name: 'Search tags' }).fill('third-shot');
  await expect(tags.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Search tags' }).fill('zzz-nothing');
  await expect(page.getByText('No tags found matching "zzz-nothing"')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search tags' }).fill('');

  await page.getByRole('button', { name: 'New Tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Tag' });
  await dialog.getByLabel('Name').fill('Erne Shot');
  await expect(dialog.getByLabel('Slug')).toHaveValue('erne-shot');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Tag created successfully');
  await expect(tags).toContainText('Erne Shot');

  await page.getByRole('button', { name: 'Edit Erne Shot' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tag' });
  await edit.getByLabel('Slug').fill('erne');
  await edit.getByLabel('Name').fill('The Erne');
  await expect(edit.getByLabel('Slug')).toHaveValue('erne');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Tag updated successfully');
  await expect(tags).toContainText('/erne');

  await page.getByRole('button', { name: 'Delete The Erne' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Tag deleted successfully');
  await expect(tags).not.toContainText('The Erne');
});
