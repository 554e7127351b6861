import * as OTPAuth from 'otpauth';
import type { Browser, Page } from '@playwright/test';
import { linksIn, startSmtpSink, type SmtpSink } from '../../api/test/newsletter/smtpSink.ts';
import { expect, test } from '../fixtures.ts';
import { signIn } from './helpers.ts';

/** The server's SMTP_URL points here (playwright.config.ts): the port after the site's. */
const SINK_PORT = Number(process.env.E2E_PORT ?? 4173) + 1;

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startSmtpSink(SINK_PORT);
});
test.afterAll(async () => {
  await sink?.close();
});

/** What the phone's authenticator app shows for `secret` at `timestamp`. */
const codeAt = (secret: string, timestamp: number) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp });

/** A fresh browser (no cookies) at the sign-in page, past the password step. */
async function passwordStep(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  return page;
}

test('a staff member turns on two-factor, then signs in with password and code; a replayed code and a used backup code are refused', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one mail round trip is enough');
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const username = `twofa-${stamp}`;
  const email = `${username}@example.com`;
  const password = 'a long two-factor secret';

  // The owner invites the staff member, who sets a password from the mail.
  await signIn(page);
  expect((await page.request.post('/api/users', { data: { username, email, role: 'author' } })).status()).toBe(201);
  await expect.poll(() => sink.to(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const token = new URL(linksIn(sink.to(email)[0]!, '/account/setup')[0]!).searchParams.get('token')!;
  const member = await (await browser.newContext()).newPage();
  expect((await member.request.post('/api/auth/invitations/accept', { data: { token, password } })).status()).toBe(200);
  await member.goto('/login');
  await member.evaluate(() => sessionStorage.setItem('n4n4Auth', 'true'));

  // Turn it on from the profile, reached through the app bar's account menu.
  await member.goto('/n4n4');
  await member.getByRole('button', { name: /^Account menu/ }).click();
  await member.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(member).toHaveURL(/\/n4n4\/profile$/);
  await member.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(member.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await member.getByTestId('two-factor-secret').textContent())!.trim();
  await member.getByLabel('Code from the app').fill(codeAt(secret, Date.now()) === '000000' ? '111111' : '000000');
  await member.getByRole('button', { name: 'Turn on' }).click();
  await expect(member.getByText('The code does not match. Enter the 6-digit code your authenticator app shows now.')).toBeVisible();
  await member.getByLabel('Code from the app').fill(codeAt(secret, Date.now()));
  await member.getByRole('button', { name: 'Turn on' }).click();
  const list = member.getByRole('list', { name: 'Backup codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const backupCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await member.getByRole('button', { name: 'I have saved them' }).click();
  await expect(member.getByText('Two-factor sign-in is on. 10 of 10 backup codes left.')).toBeVisible();

  // Password, then the app's next code (the one that turned it on is used up).
  const code = codeAt(secret, Date.now() + 30_000);
  const first = await passwordStep(browser, username, password);
  const field = first.getByLabel('Authentication code');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await field.fill(code);
  await first.getByRole('button', { name: 'Verify' }).click();
  await expect(first).toHaveURL(/\/n4n4\/?$/);
  await expect(first.getByTestId('signed-in-as')).toHaveText(`${username} · author`);

  // The same code again is refused; a backup code signs in instead.
  const second = await passwordStep(browser, username, password);
  await second.getByLabel('Authentication code').fill(code);
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second.getByRole('alert')).toHaveText('The code is wrong or has already been used.');
  await second.getByRole('button', { name: 'Use a backup code' }).click();
  await second.getByLabel('Backup code').fill(backupCodes[0]!);
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second).toHaveURL(/\/n4n4\/?$/);

  // That backup code works once.
  const third = await passwordStep(browser, username, password);
  await third.getByRole('button', { name: 'Use a backup code' }).click();
  await third.getByLabel('Backup code').fill(backupCodes[0]!);
  await third.getByRole('button', { name: 'Verify' }).click();
  await expect(third.getByRole('alert')).toHaveText('The code is wrong or has already been used.');
  await expect(third).toHaveURL(/\/login/);
});
