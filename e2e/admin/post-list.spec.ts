import { expect, test } from '../fixtures.ts';
import { createPostViaApi, desktopOnly, signIn } from './helpers.ts';

test('the posts list pages 25 posts by 10, searches titles and filters by status', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  test.setTimeout(60_000);
  await signIn(page);
  const run = Date.now().toString(36);
  for (let n = 1; n <= 25; n += 1) {
    const number = String(n).padStart(2, '0');
    await createPostViaApi(page.request, {
      title: `Paging Drill ${run} ${number}`,
      slug: `paging-drill-${run}-${number}`,
      publishStatus: n % 5 === 0 ? 'scheduled' : 'draft',
      publishDate: n % 5 === 0 ? new Date(Date.now() + n * 86_400_000).toISOString() : null,
    });
  }

  await page.goto('/n4n4/posts');
  const table = page.getByRole('table', { name: 'Blog Posts' });
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // Search narrows to the 25 drill posts (case-insensitive): three pages.
  await page.getByRole('textbox', { name: 'Search posts' }).fill(`PAGING drill ${run}`);
  await expect(pager.getByRole('button', { name: 'Page 3' })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Page 4' })).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(11);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

  // The status filter keeps the five scheduled ones: one page, so no pager.
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Scheduled' }).click();
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table).toContainText('Scheduled for');
  await expect(pager).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Search posts' }).fill(`no such drill ${run}`);
  await expect(table).toContainText('No posts found');
});
