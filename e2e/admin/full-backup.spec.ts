import { expect, test } from '../fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { desktopOnly, expectToast, signIn } from './helpers.ts';

// The back office's screens are chunks of their own, slow to arrive on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('an admin downloads a full backup after typing the passphrase twice', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  await signIn(page);
  await page.goto('/n4n4/settings');
  await page.getByRole('tab', { name: 'Move in / move out' }).click({ timeout: 20_000 });
  await expect(page.getByRole('checkbox', { name: "Invite the authors I don't have yet as authors" })).not.toBeChecked();

  await page.getByRole('button', { name: 'Download full backup (encrypted)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download full backup (encrypted)' });
  await dialog.getByLabel('Passphrase', { exact: true }).fill('correct horse battery staple');
  await dialog.getByLabel('Passphrase again').fill('correct horse battery stapel');
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(dialog.getByText('The two passphrases are not the same.')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Passphrase again').fill('correct horse battery staple');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pickleball-hub-full-backup-\d{4}-\d{2}-\d{2}\.phbackup$/);
  await expectToast(page, 'Full backup downloaded', 'Keep the passphrase somewhere safe: without it the backup cannot be opened.');
  await expect(dialog).toBeHidden();
});
