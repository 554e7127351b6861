import { PAGE_MESSAGES } from '../../common/pageMessages.ts';
import { expect, test } from '../fixtures.ts';
import { desktopOnly, expectToast, signIn, tinyPng } from './helpers.ts';

const JSON_LD = '{"@context":"https://schema.org","@type":"WebPage","name":"Court rentals </script><b>"}';

test('pages: an editor writes a page in the rich editor with JSON-LD, saves it, and a visitor reads it at /{slug}', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  test.setTimeout(60_000);
  const slug = `court-rental-policy-${Date.now().toString(36)}`;
  await signIn(page);
  await page.goto('/n4n4/pages');
  // The first list read of a fresh server can take a moment.
  await expect(page.getByRole('table', { name: 'Pages' })).toContainText('Privacy Policy', { timeout: 15_000 });
  await page.getByRole('link', { name: 'New Page' }).click();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Court Rental Policy');
  await page.getByRole('textbox', { name: 'Slug', exact: true }).fill('blog');
  // One button, "Create" on a new page (as on a new post).
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(1);
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('Booking');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Courts are booked ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('by the hour');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('.');
  await expect(editor.locator('h2')).toHaveText('Booking');
  await page.getByRole('tab', { name: 'SEO' }).click();
  await page.getByLabel('Meta Title').fill('Court rentals at Pickleball Hub');
  await page.getByLabel('Structured Data (JSON-LD)').fill('{"@type": "WebPage",}');
  await page.getByLabel('Publish this page').check();
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  // Both refusals come back from the server and stand under their fields; nothing was stored.
  await expect(page.getByText(PAGE_MESSAGES.structuredDataInvalid, { exact: true })).toBeVisible();
  await expect(page.getByText(PAGE_MESSAGES.reservedSlug('blog'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/n4n4\/pages\/create$/);

  await page.getByLabel('Structured Data (JSON-LD)').fill(JSON_LD);
  await page.getByRole('textbox', { name: 'Slug', exact: true }).fill(slug);
  await page.getByRole('tab', { name: 'Media' }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'court.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByLabel('Featured Image URL')).toHaveValue(/^\/api\/uploads\//);
  await page.getByLabel('Alt Text').fill('An empty court');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expectToast(page, PAGE_MESSAGES.saved, PAGE_MESSAGES.savedDetail);
  await expect(page).toHaveURL(/\/n4n4\/pages$/);

  const table = page.getByRole('table', { name: 'Pages' });
  await page.getByRole('textbox', { name: 'Search pages' }).fill('Court Rental');
  await expect(table.getByRole('link', { name: 'Court Rental Policy' })).toBeVisible();

  const response = await page.goto(`/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Court Rental Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Booking' })).toBeVisible();
  await expect(page.locator('main strong')).toHaveText('by the hour');
  await expect(page).toHaveTitle('Court rentals at Pickleball Hub');
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((text) => JSON.parse(text) as unknown)).toContainEqual(JSON.parse(JSON_LD));
  // The site's frame: its navigation and the footer's legal links.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
});

test('pages: the status menu filters, Duplicate makes a draft copy, Delete removes it, and an unknown id says so', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  await page.goto('/n4n4/pages');
  const table = page.getByRole('table', { name: 'Pages' });
  await expect(table).toContainText('Terms of Service', { timeout: 15_000 });

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Draft' }).click();
  await expect(page.getByRole('link', { name: 'Terms of Service', exact: true })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All Status' }).click();
  await page.getByRole('button', { name: 'Actions for Terms of Service' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expectToast(page, 'Page duplicated');
  await expect(table.getByRole('link', { name: 'Terms of Service (Copy)' })).toBeVisible();
  expect((await page.request.get('/terms-of-service-copy')).status()).toBe(404);

  await page.getByRole('button', { name: 'Actions for Terms of Service (Copy)' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Page deleted successfully');
  await expect(table.getByRole('link', { name: 'Terms of Service (Copy)' })).toHaveCount(0);

  // The new page's address before pages were a resource still leads to it.
  await page.goto('/n4n4/pages/editor');
  await expect(page).toHaveURL(/\/n4n4\/pages\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Page' })).toBeVisible();

  await page.goto('/n4n4/pages/999999');
  await expectToast(page, PAGE_MESSAGES.notFound, PAGE_MESSAGES.notFoundDetail);
  await expect(page).toHaveURL(/\/n4n4\/pages$/);
});

test('pages: an edit is kept in History, a version is restored, and a preview link shows the draft with the site look', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  test.setTimeout(90_000);
  const FIRST = 'Courts open at seven; the first hour is for beginners.';
  const slug = `opening-hours-${Date.now().toString(36)}`;
  await signIn(page);
  const created = await page.request.post('/api/pages', { data: { title: 'Opening Hours', slug, content: `<p>${FIRST}</p>` } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // The editor's address before pages were a resource still leads to it.
  await page.goto(`/n4n4/pages/editor/${id}`);
  await expect(page).toHaveURL(new RegExp(`/n4n4/pages/${id}$`));
  const content = page.getByRole('textbox', { name: 'Content' });
  await expect(content).toHaveText(FIRST);
  await content.fill('Courts open at eight now.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, PAGE_MESSAGES.saved, PAGE_MESSAGES.savedDetail);
  await expect(page).toHaveURL(/\/n4n4\/pages$/);

  await page.goto(`/n4n4/pages/${id}`);
  await expect(content).toHaveText('Courts open at eight now.');
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History' });
  const versions = dialog.getByRole('list', { name: 'Earlier versions' }).getByRole('button');
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toContainText('Draft');
  await expect(dialog.getByRole('region', { name: 'Selected version' })).toContainText(FIRST);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, 'Success', 'Version restored');
  await expect(content).toHaveText(FIRST);

  // A draft page saves itself a moment after the last change, as a draft post does.
  const status = page.getByTestId('save-status');
  await content.fill(`${FIRST} Bring water.`);
  await expect(status).toHaveText(/Unsaved changes|Saving/);
  await expect(status).toContainText(/Saved at \d{1,2}:\d{2} .M · drafts save themselves/, { timeout: 15_000 });
  await page.reload();
  await expect(content).toHaveText(`${FIRST} Bring water.`);

  await page.getByRole('button', { name: 'Copy preview link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Preview link' });
  const url = await linkDialog.getByRole('textbox', { name: 'Preview link' }).inputValue();
  expect(url).toMatch(/\/preview\/page-/);
  const preview = await page.goto(new URL(url).pathname);
  expect(preview?.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Preview - not published' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Opening Hours' })).toBeVisible();
  await expect(page.locator('main')).toContainText(`${FIRST} Bring water.`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The draft itself is still not public.
  expect((await page.request.get(`/${slug}`)).status()).toBe(404);
});
