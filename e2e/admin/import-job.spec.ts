import { zipSync } from 'fflate';
import { expect, test } from '../fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectToast, signIn, tinyPng } from './helpers.ts';

// The back office's screens are chunks of their own, slow to arrive on a busy machine.
test.describe.configure({ timeout: 90_000 });

const OLD = 'https://old-club.example/wp-content/uploads';

/** A WordPress export of posts each showing the old site's court picture. */
function wxr(slug: string, posts: number): string {
  const items = Array.from(
    { length: posts },
    (_, i) =>
      `<item><title>Moved ${slug} ${i}</title><dc:creator>admin</dc:creator><content:encoded><![CDATA[<p>Session ${i}.</p><img src="${OLD}/2024/05/court.png" alt="The court">]]></content:encoded><wp:post_id>${700 + i}</wp:post_id><wp:post_date_gmt>2024-05-03 08:00:00</wp:post_date_gmt><wp:post_name>${slug}-${i}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Old club</title><wp:wxr_version>1.2</wp:wxr_version>${items.join('')}</channel></rss>`;
}

test('an admin imports a WordPress export with its uploads ZIP, follows its progress and reads the report', async ({ page }, testInfo) => {
  const slug = `job-${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}`;
  // The first reads of the running import are held at half way, so its bar is seen whatever the machine's speed.
  let held = 0;
  await page.route('**/api/import/jobs/*', async (route) => {
    const response = await route.fetch();
    const job = (await response.json()) as { dryRun: boolean; state: string; total: number };
    if (held >= 3 || job.dryRun || route.request().method() !== 'GET') return route.fulfill({ response, json: job });
    held += 1;
    await route.fulfill({ response, json: { ...job, state: 'running', done: 2, total: 4 } });
  });

  await signIn(page);
  await page.goto('/n4n4/settings');
  await page.getByRole('tab', { name: 'Move in / move out' }).click({ timeout: 60_000 });
  await page.getByLabel('Uploads ZIP (optional)').setInputFiles({ name: 'uploads.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync({ 'uploads/2024/05/court.png': tinyPng() })) });
  await expect(page.getByText('uploads.zip: uploads ZIP')).toBeVisible();
  await page.getByLabel('Ghost or WordPress export file').setInputFiles({ name: 'wordpress.xml', mimeType: 'application/xml', buffer: Buffer.from(wxr(slug, 3)) });
  // Three posts, and the image the ZIP holds.
  await expect(page.getByText('Dry run, nothing imported yet: 4 to create, 0 to skip, 0 refused.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Will be created' })).toContainText('1 found in the uploads ZIP');

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const bar = page.getByRole('progressbar', { name: 'Importing: 2 of 4 items' });
  await expect(bar.and(page.locator('[aria-valuenow="50"][aria-valuetext="2 of 4 items"]'))).toBeVisible();
  await expectToast(page, 'Import finished');
  // The image is uploaded once: a later run (the other viewport) finds it there already.
  await expect(page.getByRole('status').filter({ hasText: /^Imported: [34] created, 0 skipped, 0 refused\.$/ })).toBeVisible();
  await expect(bar).toBeHidden();
  await expectNoAxeViolations(page);

  await page.goto(`/blog/${slug}-0`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Moved ${slug} 0`);
  await expect(page.getByRole('img', { name: 'The court' })).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]+/);
});
