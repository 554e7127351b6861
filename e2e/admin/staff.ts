import * as OTPAuth from 'otpauth';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { linksIn, startSmtpSink, type SmtpSink } from '../../api/test/newsletter/smtpSink.ts';
import { expect, test } from '../fixtures.ts';

/** The server's SMTP_URL points here (playwright.config.ts): the port after the site's. */
const SINK_PORT = Number(process.env.E2E_PORT ?? 4173) + 1;

/** Starts the SMTP sink the server mails to before the file's tests, and stops it after; answers it. */
export function useSmtpSink(): () => SmtpSink {
  let sink: SmtpSink | undefined;
  test.beforeAll(async () => {
    sink = await startSmtpSink(SINK_PORT);
  });
  test.afterAll(async () => {
    await sink?.close();
  });
  return () => sink!;
}

/** The first link to `pathPrefix` in the mail `address` received (waits for the mail). */
export async function mailedLink(sink: SmtpSink, address: string, pathPrefix: string): Promise<string> {
  await expect.poll(() => sink.to(address).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return linksIn(sink.to(address)[0]!, pathPrefix)[0]!;
}

export interface StaffMember {
  username: string;
  email: string;
  password: string;
  /** A browser of its own, signed in as the member. */
  page: Page;
}

/**
 * The signed-in owner (`owner`) invites a staff member through the API; the member sets the
 * password from the mailed link in a fresh browser (`contextOptions`: its screen) and is signed in there.
 */
export async function invitedMember(
  owner: Page,
  browser: Browser,
  sink: SmtpSink,
  role: 'author' | 'viewer' | 'editor' | 'admin',
  prefix: string,
  contextOptions: BrowserContextOptions = {},
): Promise<StaffMember> {
  const username = `${prefix}-${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const password = `a long ${prefix} secret`;
  expect((await owner.request.post('/api/users', { data: { username, email, role } })).status()).toBe(201);
  const token = new URL(await mailedLink(sink, email, '/account/setup')).searchParams.get('token')!;
  const page = await (await browser.newContext(contextOptions)).newPage();
  // Accepting signs that browser in.
  expect((await page.request.post('/api/auth/invitations/accept', { data: { token, password } })).status()).toBe(200);
  return { username, email, password, page };
}

/** What the phone's authenticator app shows for `secret` at `timestamp`. */
export const codeAt = (secret: string, timestamp: number) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp });

/** From the profile, reached through the app bar's account menu: starts setting up two-factor; answers the secret the QR code holds. */
export async function startTwoFactorSetup(member: Page): Promise<string> {
  await member.goto('/n4n4');
  await member.getByRole('button', { name: /^Account menu/ }).click();
  await member.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(member).toHaveURL(/\/n4n4\/profile$/);
  await member.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(member.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  return (await member.getByTestId('two-factor-secret').textContent())!.trim();
}

/** Turns it on with the app's current code; answers the 10 backup codes shown once. */
export async function confirmTwoFactor(member: Page, secret: string): Promise<string[]> {
  await member.getByLabel('Code from the app').fill(codeAt(secret, Date.now()));
  await member.getByRole('button', { name: 'Turn on' }).click();
  const list = member.getByRole('list', { name: 'Backup codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const backupCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await member.getByRole('button', { name: 'I have saved them' }).click();
  await expect(member.getByText('Two-factor sign-in is on. 10 of 10 backup codes left.')).toBeVisible();
  return backupCodes;
}

/** A fresh browser (no cookies) at the sign-in page, past the password step. */
export async function passwordStep(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  return page;
}
