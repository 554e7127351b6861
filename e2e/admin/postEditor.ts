import type { Page } from '@playwright/test';
import { expectToast } from './helpers.ts';

/** In the post editor, already open on a new post: writes `title` (slug from it) and `text`, publishes, and waits for the success toast. */
export async function publishNewPost(page: Page, title: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Generate from title' }).click();
  await page.locator('.ProseMirror').click();
  await page.keyboard.type(text);
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Success', 'Post created successfully');
}
