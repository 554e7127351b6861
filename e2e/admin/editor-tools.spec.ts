import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { createPostViaApi, desktopOnly, expectToast, signIn, tinyPng, unique } from './helpers.ts';

async function openNewPost(page: Page, title: string): Promise<{ id: number }> {
  const post = await createPostViaApi(page.request, { title, slug: title.toLowerCase().replace(/\s+/g, '-'), content: '<p>Start here.</p>' });
  await page.goto(`/n4n4/posts/${post.id}`);
  // The first visit may still be fetching the editor's code.
  await expect(page.locator('.ProseMirror')).toContainText('Start here.', { timeout: 15_000 });
  return post;
}

/** Empties the writing area and leaves the cursor in it. */
async function clearContent(page: Page): Promise<void> {
  await page.locator('.ProseMirror').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
}

const savedContent = async (page: Page, id: number): Promise<string> => ((await (await page.request.get(`/api/blog/posts/${id}`)).json()) as { content: string }).content;

/** Browser prompts the editor opened: there must be none. */
let prompts: string[] = [];

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  prompts = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'prompt') prompts.push(dialog.message());
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  });
});

test.afterEach(() => {
  expect(prompts).toEqual([]);
});

test('Markdown shortcuts start headings, lists, quotes and code blocks', async ({ page }) => {
  await openNewPost(page, unique('Markdown Shortcuts'));
  const editor = page.locator('.ProseMirror');
  const cases: [typed: string, selector: string][] = [
    ['## Footwork first', 'h2'],
    ['- Split step', 'ul > li'],
    ['1. Ready position', 'ol > li'],
    ['> Keep your paddle up', 'blockquote'],
    ['``` ', 'pre'],
  ];
  for (const [typed, selector] of cases) {
    await clearContent(page);
    await page.keyboard.type(typed);
    await expect(editor.locator(selector), typed).toHaveCount(1);
  }
  await page.keyboard.type('const ready = true;');
  await expect(editor.locator('pre')).toHaveText('const ready = true;');
  await expect(editor).not.toContainText('```');
});

test('Ctrl/Cmd+S saves the post, and creates a new one', async ({ page }) => {
  const post = await openNewPost(page, unique('Save Shortcut'));
  await page.getByLabel('Subtitle').fill('Saved from the keyboard');
  await page.keyboard.press('ControlOrMeta+s');
  await expectToast(page, 'Success', 'Post updated successfully');
  expect(((await (await page.request.get(`/api/blog/posts/${post.id}`)).json()) as { subtitle: string }).subtitle).toBe('Saved from the keyboard');

  await page.goto('/n4n4/posts/new');
  const title = unique('Made With Ctrl S');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Generate from title' }).click();
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Typed, then saved without the mouse.');
  await page.keyboard.press('ControlOrMeta+s');
  await expectToast(page, 'Success', 'Post created successfully');
  await expect(page).toHaveURL(/\/n4n4\/posts$/);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
});

test('Insert link asks for the address in a dialog and links the selected words', async ({ page }) => {
  test.setTimeout(60_000);
  const post = await openNewPost(page, unique('Link Dialog'));
  const editor = page.locator('.ProseMirror');
  await clearContent(page);
  await page.keyboard.type('Read the rules');
  for (let n = 0; n < 'rules'.length; n += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Insert link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert link' });
  const address = dialog.getByRole('textbox', { name: 'Link URL' });
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(dialog.getByText('Enter a full http(s) URL, a mailto: address or a site path starting with /')).toBeVisible();
  await address.fill('https://usapickleball.org/rules');
  await address.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(editor.locator('a[href="https://usapickleball.org/rules"]')).toHaveText('rules');
  // Typing on after the link does not extend it.
  await page.keyboard.press('End');
  await page.keyboard.type(' first.');
  await expect(editor.locator('a[href="https://usapickleball.org/rules"]')).toHaveText('rules');
  await expect(editor).toContainText('Read the rules first.');

  // The site's own page, given by its full address, is linked by its path and opens in place.
  await page.keyboard.type(' See the ');
  await page.keyboard.type('guide');
  for (let n = 0; n < 'guide'.length; n += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Insert link' }).click();
  await page.getByRole('dialog', { name: 'Insert link' }).getByRole('textbox', { name: 'Link URL' }).fill(new URL('/blog/kitchen-guide', page.url()).href);
  await page.getByRole('dialog', { name: 'Insert link' }).getByRole('textbox', { name: 'Link URL' }).press('Enter');
  await expect(editor.locator('a[href="/blog/kitchen-guide"]')).toHaveText('guide');
  await expect(editor.locator('a[href="/blog/kitchen-guide"]')).not.toHaveAttribute('target');

  // Cancel changes nothing.
  await page.getByRole('button', { name: 'Insert link' }).click();
  await page.getByRole('dialog', { name: 'Insert link' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(editor.locator('a')).toHaveCount(2);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success', 'Post updated successfully');
  const saved = await savedContent(page, post.id);
  expect(saved).toContain('<a href="https://usapickleball.org/rules" target="_blank" rel="noopener noreferrer nofollow">rules</a> first.');
  expect(saved).toContain('<a href="/blog/kitchen-guide">guide</a>');
});

test('Insert image uploads through the image pipeline or takes a URL, with alt text', async ({ page }) => {
  const post = await openNewPost(page, unique('Image Dialog'));
  const editor = page.locator('.ProseMirror');
  await clearContent(page);
  await page.keyboard.type('The court at dawn:');

  await page.getByRole('button', { name: 'Insert image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert image' });
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog.getByText('Upload an image or enter its URL')).toBeVisible();
  await dialog.getByTestId('content-image-file').setInputFiles({ name: 'court.png', mimeType: 'image/png', buffer: tinyPng() });
  await expectToast(page, 'Image uploaded', 'Your image has been uploaded successfully.');
  const url = dialog.getByRole('textbox', { name: 'Image URL' });
  await expect(url).toHaveValue(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
  const uploaded = await url.inputValue();
  await expect(dialog.getByTestId('content-image-preview')).toHaveJSProperty('naturalWidth', 1);
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill('An empty court at dawn');
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.locator(`img[src="${uploaded}"]`)).toHaveAttribute('alt', 'An empty court at dawn');

  // By URL this time.
  await page.getByRole('button', { name: 'Insert image' }).click();
  const second = page.getByRole('dialog', { name: 'Insert image' });
  await second.getByRole('textbox', { name: 'Image URL' }).fill(uploaded);
  await second.getByRole('textbox', { name: 'Alt text' }).fill('The same court, again');
  await second.getByRole('textbox', { name: 'Alt text' }).press('Enter');
  await expect(second).toBeHidden();
  await expect(editor.getByRole('img')).toHaveCount(2);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success', 'Post updated successfully');
  const content = await savedContent(page, post.id);
  expect(content).toContain('alt="An empty court at dawn"');
  expect(content).toContain('alt="The same court, again"');
});

test('the Status select offers the three statuses and no blank choice', async ({ page }) => {
  await openNewPost(page, unique('Status Choices'));
  await page.getByLabel('Status').click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Published', 'Draft', 'Scheduled']);
  await page.keyboard.press('Escape');
  await page.goto('/n4n4/posts/new');
  await page.getByLabel('Status').click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Published', 'Draft', 'Scheduled']);
});
