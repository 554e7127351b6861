import { countOf } from '../../common/plural.ts';
import { partsOf, startSmtpSink, type SmtpSink } from '../../api/test/newsletter/smtpSink.ts';
import { expect, test } from '../fixtures.ts';
import { desktopOnly, expectToast, signIn } from './helpers.ts';

/** The server's SMTP_URL points here (playwright.config.ts): the port after the site's. */
const SINK_PORT = Number(process.env.E2E_PORT ?? 4173) + 1;

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startSmtpSink(SINK_PORT);
});
test.afterAll(async () => {
  await sink?.close();
});

test('newsletter: an issue opens in its editor, is edited with a live preview of the mail, tested, sent, and then locked', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await signIn(page);
  // One confirmed reader at least, added by hand.
  const added = await page.request.post('/api/newsletter/subscribers', { data: { email: `reader-${stamp}@example.com`, consentNote: 'Asked at the club' } });
  expect(added.status()).toBe(201);
  const created = await page.request.post('/api/newsletter/issues', {
    data: { subject: `Week ${stamp}: footwork`, intro: 'Split-step before every shot.', posts: [{ title: 'Split-step timing', excerpt: 'Land as they hit.', url: 'http://127.0.0.1/blog/split-step' }] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto('/n4n4/issues');
  await page.getByRole('link', { name: `Week ${stamp}: footwork` }).click();
  await expect(page).toHaveURL(new RegExp(`/n4n4/issues/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit issue' })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue(`Week ${stamp}: footwork`);

  // The preview is the mail itself, in a sandboxed frame, and follows the edits before they are saved.
  const frame = page.locator('iframe[title="Mail preview"]');
  await expect(frame).toHaveAttribute('sandbox', '');
  const preview = page.frameLocator('iframe[title="Mail preview"]');
  await expect(preview.getByRole('link', { name: 'Pickleball Hub' })).toBeVisible();
  await expect(preview.getByText('Split-step before every shot.', { exact: true })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Split-step timing' })).toBeVisible();
  await page.getByLabel('Subject').fill(`Week ${stamp}: faster feet`);
  await page.getByLabel('Intro').fill('Three drills for quicker feet.');
  await expect(preview.getByText('Three drills for quicker feet.', { exact: true })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: `Week ${stamp}: faster feet` })).toBeVisible();
  // Nothing goes out while changes are unsaved.
  await expect(page.getByRole('button', { name: 'Send test' })).toBeDisabled();
  await page.getByRole('button', { name: `Remove Split-step timing` }).click();
  await expect(preview.getByRole('link', { name: 'Split-step timing' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Issue updated successfully');
  await page.reload();
  await expect(page.getByLabel('Subject')).toHaveValue(`Week ${stamp}: faster feet`);
  await expect(page.getByLabel('Intro')).toHaveValue('Three drills for quicker feet.');

  // A test copy arrives in the site's template, with a plain-text part.
  await page.getByLabel('Test address').fill(`editor-${stamp}@example.com`);
  await page.getByRole('button', { name: 'Send test' }).click();
  await expectToast(page, 'Success', `A test copy went to editor-${stamp}@example.com.`);
  await expect.poll(() => sink.to(`editor-${stamp}@example.com`).length, { timeout: 15_000 }).toBe(1);
  const copy = sink.to(`editor-${stamp}@example.com`)[0]!;
  expect(copy.headers.subject).toBe(`[Test] Week ${stamp}: faster feet`);
  expect(copy.headers['content-type']).toMatch(/^multipart\/alternative/);
  expect(partsOf(copy).find((part) => part.type === 'text/plain')?.body).toContain('Three drills for quicker feet.');

  // The send button counts the confirmed readers in words that agree with the number.
  const confirmed = await page.request.get('/api/newsletter/subscribers?filter=%7B%22status%22%3A%22confirmed%22%7D&range=%5B0%2C0%5D');
  const total = Number(/\/(\d+)$/.exec(confirmed.headers()['content-range'] ?? '')?.[1]);
  await page.getByRole('button', { name: `Send to ${countOf(total, 'subscriber')}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`goes to ${countOf(total, 'confirmed subscriber')}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sent issue' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('This issue has been sent and can no longer be edited.')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveCount(0);
  const late = await page.request.put(`/api/newsletter/issues/${id}`, { data: { subject: 'Too late', intro: '', posts: [] } });
  expect(late.status()).toBe(409);
});

test('subscribers: an admin adds a reader by hand, and imports a Ghost export whose refused rows are each named with the reason', async ({ page }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent (dialogs at 375 px are covered by the layout work)');
  const stamp = Date.now().toString(36);
  await signIn(page);
  await page.goto('/n4n4/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Subscriber' }).click();
  const add = page.getByRole('dialog', { name: 'Add Subscriber' });
  await add.getByLabel('Email').fill(`by-hand-${stamp}@example.com`);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Consent note is required')).toBeVisible();
  await add.getByLabel('Consent note').fill('Signed the sheet at the open day');
  await add.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Subscriber created successfully');
  await page.getByLabel('Search subscribers...').fill(stamp);
  await expect(page.getByRole('row').filter({ hasText: `by-hand-${stamp}@example.com` })).toContainText('Added by staff: Signed the sheet at the open day');

  const csv = [
    'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers',
    `1,ghost-a-${stamp}@example.com,Ann,,true,false,,2025-01-02T10:00:00.000Z,,,`,
    '2,not-an-address,Bob,,true,false,,2025-01-02T10:00:00.000Z,,,',
    `3,ghost-quiet-${stamp}@example.com,Cy,,false,false,,2025-01-02T10:00:00.000Z,,,`,
    `4,by-hand-${stamp}@example.com,Dee,,true,false,,2025-01-02T10:00:00.000Z,,,`,
    `5,ghost-b-${stamp}@example.com,Eve,,true,false,,2025-01-02T10:00:00.000Z,,,`,
  ].join('\n');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Subscribers from CSV' });
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await dialog.getByLabel('Consent note').fill('Subscribed to our Ghost newsletter');
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'ghost-members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expectToast(page, 'Success', 'Imported 2 subscribers');
  const status = dialog.getByRole('status');
  await expect(status).toContainText('Imported 2 subscribers; 3 rows refused:');
  const refused = dialog.getByRole('list', { name: 'Refused rows' }).getByRole('listitem');
  await expect(refused).toHaveText([
    'Line 3 (not-an-address): Not a valid email address',
    `Line 4 (ghost-quiet-${stamp}@example.com): Not subscribed in the export`,
    `Line 5 (by-hand-${stamp}@example.com): Already on the list (confirmed)`,
  ]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Subscribers' });
  await expect(table.getByRole('row').filter({ hasText: `ghost-a-${stamp}@example.com` })).toContainText('Imported: Subscribed to our Ghost newsletter');
  await expect(table.getByRole('row').filter({ hasText: `ghost-b-${stamp}@example.com` })).toContainText('Confirmed');
  await expect(table.getByRole('row').filter({ hasText: `ghost-quiet-${stamp}` })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: `by-hand-${stamp}@example.com` })).toHaveCount(1);
});
