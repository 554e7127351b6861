import { SAMPLE_MESSAGES } from '../../common/sampleContent.ts';
import { expect, test } from '../fixtures.ts';
import { expectToast, signIn } from './helpers.ts';

const COURT = 'Cherry Creek Commons';
const finder = '/api/public/courts?near=80206&miles=25';

test('sample content: the back office marks it "Sample", and the owner removes it all from Settings', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  expect(JSON.stringify(await (await page.request.get(finder)).json())).toContain(COURT);

  // The chip, on a phone and on a desktop.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/n4n4/courts');
  const row = page.getByRole('table', { name: 'Courts' }).getByRole('row').filter({ hasText: COURT });
  await expect(row.getByText(SAMPLE_MESSAGES.chip, { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(row.getByText(SAMPLE_MESSAGES.chip, { exact: true })).toBeVisible();

  await page.goto('/n4n4/settings');
  await page.getByRole('tab', { name: 'Move in / move out' }).click();
  await page.getByRole('button', { name: 'Remove sample content' }).click();
  const dialog = page.getByRole('dialog', { name: SAMPLE_MESSAGES.dialogTitle });
  await expect(dialog).toContainText('Sample records you have edited since');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, SAMPLE_MESSAGES.removedTitle);
  await expect(page.locator('.MuiSnackbar-root')).toContainText(/Removed \d+ posts?, .*courts/);

  // Visitors' court finder no longer has the sample courts; the back office no longer lists them.
  expect(JSON.stringify(await (await page.request.get(finder)).json())).not.toContain(COURT);
  await page.goto('/n4n4/courts');
  await expect(page.getByRole('heading', { level: 1, name: 'Courts' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Courts' }).getByText(COURT)).toHaveCount(0);
});
