import { expect, test } from '../fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectToast, signIn } from './helpers.ts';

// The back office's screens are chunks of their own, slow to arrive on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A Ghost export (Ghost 5's shape) holding one published post. */
const ghostExport = (slug: string) => ({
  db: [
    {
      meta: { exported_on: Date.now(), version: '5.96.0' },
      data: {
        posts: [{ id: 'p1', title: `Moved in ${slug}`, slug, html: '<p>Brought over from Ghost.</p>', type: 'post', status: 'published', published_at: '2025-02-01T10:00:00.000Z' }],
        tags: [],
        posts_tags: [],
        users: [],
        posts_authors: [],
      },
    },
  ],
});

test('an admin downloads the whole site and a Ghost file, and imports a Ghost export after seeing its dry run', async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto('/n4n4/settings');
  await page.getByRole('tab', { name: 'Move in / move out' }).click({ timeout: 20_000 });

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Export' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^pickleball-hub-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const downloadingGhost = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download for Ghost' }).click();
  expect((await downloadingGhost).suggestedFilename()).toMatch(/^pickleball-hub-ghost-\d{4}-\d{2}-\d{2}\.json$/);

  const slug = `moved-in-${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}`;
  await page.getByLabel('Ghost or WordPress export file').setInputFiles({ name: 'ghost-export.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(ghostExport(slug))) });
  await expect(page.getByText('Dry run, nothing imported yet: 1 to create, 0 to skip, 0 refused.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Will be created' })).toContainText(`post "${slug}"`);
  expect((await page.request.get(`/api/public/posts/${slug}`)).status()).toBe(404);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expectToast(page, 'Import finished', '1 item was imported.');
  await expect(page.getByText('Imported: 1 created, 0 skipped, 0 refused.')).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Moved in ${slug}`);
});
