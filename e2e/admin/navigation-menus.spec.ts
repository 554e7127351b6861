import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { openMenuIfCollapsed } from '../site/helpers.ts';
import { expectToast, signIn } from './helpers.ts';

/** Adds an entry leading to `pageTitle` at the end of the group or column named `name`, on the Navigation screen. */
async function addPageEntry(page: Page, name: RegExp, label: string, pageTitle: string) {
  const group = page.getByRole('group', { name });
  await group.getByRole('button', { name: /^Entries/ }).click();
  await group.getByRole('button', { name: 'Add entry' }).click();
  // The new entry is the last; its name changes with its label.
  const entry = group.getByRole('group', { name: /^Entry / }).last();
  await entry.getByRole('textbox', { name: 'Label' }).fill(label);
  await entry.getByRole('combobox', { name: /^Leads to/ }).click();
  await page.getByRole('option', { name: 'Static page' }).click();
  await entry.getByRole('combobox', { name: /^Page/ }).click();
  await page.getByRole('option', { name: pageTitle }).click();
}

test("the owner puts a published page in the header and a footer column; every page shows it, with or without scripts", async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signIn(page);
  const before = await (await page.request.get('/api/navigation')).json();
  const run = Date.now().toString(36);
  const slug = `club-schedule-${run}`;
  // Each project and retry adds its own page to the same site: the title tells them apart in the picker.
  const title = `Club Schedule ${run}`;
  const created = await page.request.post('/api/pages', { data: { title, slug, content: '<p>Open play every Tuesday.</p>', isPublished: true } });
  expect(created.status()).toBe(201);
  const posts = (await (await page.request.get('/api/public/posts')).json()) as { items: { slug: string }[] };
  const postPath = `/blog/${posts.items[0]!.slug}`;

  try {
    await page.goto('/n4n4/navigation');
    await expect(page.getByRole('group', { name: /^Group 1/ })).toBeVisible({ timeout: 20_000 });
    await addPageEntry(page, /^Group 1 \(ABOUT US\)$/, 'Club schedule', title);
    await addPageEntry(page, /^Column 1 \(Quick Links\)$/, 'Schedule', title);
    await page.getByRole('button', { name: 'Save Menus' }).click();
    await expectToast(page, 'Menus saved');

    for (const path of ['/', postPath]) {
      await page.goto(path);
      await openMenuIfCollapsed(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'ABOUT US' }).click();
      await expect(nav.getByRole('link', { name: 'Club schedule' })).toHaveAttribute('href', `/${slug}`);
      await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', `/${slug}`);
    }

    // Before any script: the server's HTML has the menus, the groups open as native disclosures.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const plain = await context.newPage();
    await plain.goto(postPath);
    const nav = plain.getByRole('navigation', { name: 'Main' });
    if (await nav.locator('summary', { hasText: 'Menu' }).isVisible()) await nav.locator('summary', { hasText: 'Menu' }).click();
    await nav.locator('summary', { hasText: 'ABOUT US' }).click();
    await nav.getByRole('link', { name: 'Club schedule' }).click();
    await expect(plain).toHaveURL(new RegExp(`/${slug}$`));
    await expect(plain.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(plain.getByRole('contentinfo').getByRole('link', { name: 'Schedule', exact: true })).toHaveAttribute('href', `/${slug}`);
    await context.close();
  } finally {
    // The other specs on this server expect the menus as they were.
    const { header, footer, legal } = before as { header: unknown; footer: unknown; legal: unknown };
    await page.request.put('/api/navigation', { data: { header, footer, legal } });
  }
});
