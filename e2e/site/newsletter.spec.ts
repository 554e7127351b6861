import { startSmtpSink, linksIn, type SmtpSink } from '../../api/test/newsletter/smtpSink.ts';
import { signIn } from '../admin/helpers.ts';
import { expect, test } from '../fixtures.ts';

/** The server's SMTP_URL points here (playwright.config.ts): the port after the site's. */
const SINK_PORT = Number(process.env.E2E_PORT ?? 4173) + 1;

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startSmtpSink(SINK_PORT);
});
test.afterAll(async () => {
  await sink?.close();
});

async function mailTo(address: string, subject: RegExp) {
  await expect.poll(() => sink.to(address).filter((mail) => subject.test(mail.headers.subject ?? '')).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return sink.to(address).find((mail) => subject.test(mail.headers.subject ?? ''))!;
}

test('a visitor subscribes from the band and confirms; the admin sends an issue that arrives with a working unsubscribe', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one mail round trip is enough');
  test.setTimeout(120_000);
  const address = `reader-${Date.now()}@example.com`;

  await page.goto('/');
  await page.getByLabel('Email address').fill(address);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('#newsletter-note')).toHaveText(/Check your inbox/, { timeout: 15_000 });

  const confirmation = await mailTo(address, /Confirm your subscription/);
  const confirmLink = linksIn(confirmation, '/newsletter/confirm')[0]!;
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed");

  await signIn(page);
  await page.goto('/n4n4/subscribers');
  const row = page.getByRole('row').filter({ hasText: address });
  await expect(row).toContainText('Confirmed', { timeout: 15_000 });

  await page.goto('/n4n4/issues');
  await page.getByRole('button', { name: 'New Issue' }).click();
  const subject = `Serve deep, stay back: week ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('button', { name: 'Create issue' }).click();
  const issue = page.getByRole('row').filter({ hasText: subject });
  await issue.getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  // The status chip follows the send without a reload.
  await expect(issue.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });

  const copy = await mailTo(address, new RegExp(subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(copy.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = /^<(.+)>$/.exec(copy.headers['list-unsubscribe']!)![1]!;
  expect(linksIn(copy, '/newsletter/unsubscribe')).toContain(unsubscribe);
  await page.goto(unsubscribe);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're unsubscribed");

  await page.goto('/n4n4/subscribers');
  await expect(page.getByRole('row').filter({ hasText: address })).toContainText('Unsubscribed', { timeout: 15_000 });
});
