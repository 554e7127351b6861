import { expect, test } from '../fixtures.ts';
import { expectToast, signIn } from './helpers.ts';

test('the admin adds a webhook, copies its secret once, and a private address is refused', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto('/n4n4/webhooks');
  await expect(page.locator('#react-admin-title')).toHaveText('Webhooks', { timeout: 20_000 });

  // A loopback address is refused unless private addresses are allowed.
  await page.getByRole('button', { name: 'New Webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Webhook' });
  await dialog.getByRole('textbox', { name: 'URL' }).fill('http://127.0.0.1:8080/hook');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/private or local network/).first()).toBeVisible();

  // A public address (a documentation range, nothing listens) is saved; its secret is shown once.
  const url = `https://203.0.113.10/hooks/${test.info().project.name}`;
  await dialog.getByRole('textbox', { name: 'URL' }).fill(url);
  await dialog.getByRole('checkbox', { name: 'A comment is approved' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Webhook created successfully');
  const secret = page.getByRole('dialog', { name: 'Signing secret' });
  await expect(secret.getByLabel('Secret')).toHaveValue(/^whsec_/);
  await secret.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row').filter({ hasText: url });
  await expect(row).toContainText('A post is published, A comment is approved');
  await expect(row).toContainText('None yet');
  await row.getByRole('button', { name: `Deliveries to ${url}` }).click();
  await expect(page.getByRole('dialog', { name: `Deliveries to ${url}` })).toContainText('Nothing has been sent yet.');
});
