import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.ts';
import { createPostViaApi, desktopOnly, expectToast, signIn, unique } from './helpers.ts';

test('the admin publishes a post, finds it in the activity log, filters by action and exports the CSV', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  test.setTimeout(90_000);
  await signIn(page);
  const title = unique('Activity Check');
  const post = await createPostViaApi(page.request, { title, slug: title.toLowerCase().replace(/\s+/g, '-'), publishStatus: 'draft' });
  const scheduledTitle = unique('Activity Scheduled');
  await createPostViaApi(page.request, { title: scheduledTitle, slug: scheduledTitle.toLowerCase().replace(/\s+/g, '-'), publishStatus: 'scheduled', publishDate: '2030-11-28T09:00:00.000Z' });

  // Publish it in the editor.
  await page.goto(`/n4n4/posts/${post.id}`);
  // The editor is a chunk of its own, slow to arrive on a busy machine.
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title, { timeout: 45_000 });
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success', 'Post updated successfully');

  // The sidebar leads to the log; the newest entry is the publish, by the admin.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/n4n4\/activity$/);
  await expect(page.locator('#react-admin-title')).toHaveText('Activity');
  const table = page.getByRole('table', { name: 'Activity' });
  // Times read in the site's zone (the default setting), named in the column.
  await expect(table.getByRole('columnheader', { name: /When \(America\/Chicago\)/ })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Published a post');
  await expect(row).toContainText('admin');
  await expect(table).toContainText('Signed in');
  // A scheduled post's entry says when, in the site's zone, as a sentence: no ISO time.
  const scheduledRow = table.getByRole('row').filter({ hasText: scheduledTitle });
  await expect(scheduledRow).toContainText('Scheduled for Nov 28, 2030, 3:00 AM');
  await expect(scheduledRow).not.toContainText('2030-11-28T');

  // On a desktop the four filters share one row.
  const filters = page.getByRole('group', { name: 'Filters' });
  const tops = await Promise.all(['User', 'Action', 'From', 'To'].map(async (name) => (await filters.getByLabel(name, { exact: true }).boundingBox())!.y));
  expect(Math.max(...tops) - Math.min(...tops), 'the filters sit in one row').toBeLessThan(10);

  // Filtered by action, only publishes remain.
  await page.getByLabel('Action').click();
  await page.getByRole('option', { name: 'Published a post', exact: true }).click();
  await expect(table).not.toContainText('Signed in');
  await expect(row).toHaveCount(1);
  const actions = await table.getByRole('row').allInnerTexts();
  expect(actions.slice(1).every((text) => text.includes('Published a post'))).toBe(true);

  // The export holds the filtered entries.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  expect(decodeURIComponent((await exportLink.getAttribute('href')) ?? '')).toContain('"action":"post.publish"');
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toBe('activity.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('at,actor,action,subject_type,subject_id,subject_title,address,detail');
  expect(lines.some((line) => line.includes(`"admin","post.publish","post","${post.id}","${title}"`))).toBe(true);
  expect(lines.slice(1).every((line) => line.includes('"post.publish"'))).toBe(true);
});
