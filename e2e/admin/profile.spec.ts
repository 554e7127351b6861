import type { Browser, Page } from '@playwright/test';
import { linksIn, startSmtpSink, type SmtpSink } from '../../api/test/newsletter/smtpSink.ts';
import { expect, test } from '../fixtures.ts';
import { signIn } from './helpers.ts';

/** The server's SMTP_URL points here (playwright.config.ts): the port after the site's. */
const SINK_PORT = Number(process.env.E2E_PORT ?? 4173) + 1;
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'a long profile secret';

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startSmtpSink(SINK_PORT);
});
test.afterAll(async () => {
  await sink?.close();
});

/** The owner invites an author, who accepts with the mailed link elsewhere (accepting signs in). Answers the username. */
async function newAuthor(page: Page, browser: Browser, stamp: string): Promise<string> {
  const username = `prof-${stamp}`;
  const email = `${username}@example.com`;
  await signIn(page);
  const invited = await page.request.post('/api/users', { data: { username, email, role: 'author' } });
  expect(invited.status(), await invited.text()).toBe(201);
  await expect.poll(() => sink.to(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const token = new URL(linksIn(sink.to(email)[0]!, '/account/setup')[0]!).searchParams.get('token');
  const elsewhere = await browser.newContext();
  const accepted = await elsewhere.request.post('/api/auth/invitations/accept', { data: { token, password: PASSWORD } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // Accepting signed that browser in: it signs out, so the test's sessions are its own.
  await elsewhere.request.post('/api/auth/logout');
  await elsewhere.close();
  return username;
}

/** A browser of its own (optionally another device), signed in as `username` on the back office. */
async function signedInBrowser(browser: Browser, username: string, userAgent?: string): Promise<Page> {
  const page = await (await browser.newContext(userAgent ? { userAgent } : {})).newPage();
  await signIn(page, { username, password: PASSWORD });
  return page;
}

test('a staff member sees two sessions, signs the other one out, and renames themselves in the app bar', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const username = await newAuthor(page, browser, stamp);
  const laptop = await signedInBrowser(browser, username);
  const phone = await signedInBrowser(browser, username, IPHONE_SAFARI);

  await laptop.goto('/n4n4/profile');
  await expect(laptop.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const sessions = laptop.getByRole('list', { name: 'Active sessions' });
  const rows = sessions.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  const phoneRow = rows.filter({ hasText: 'Safari on iOS' });
  await expect(phoneRow).toContainText('Last seen');

  await phoneRow.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('This device');
  await expect(laptop.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  // The phone is signed out on its next action.
  await phone.goto('/n4n4/posts');
  await expect(phone).toHaveURL(/\/login\?redirect=/);

  // A new display name shows in the app bar.
  const name = `Pat ${stamp}`;
  await laptop.getByLabel('Display Name').fill(name);
  await laptop.getByRole('button', { name: 'Save Profile' }).click();
  await expect(laptop.getByText('Profile updated')).toBeVisible();
  const account = laptop.getByRole('button', { name: `Account menu, signed in as ${name}` });
  await expect(account).toBeVisible();
  if (testInfo.project.name === 'desktop') await expect(laptop.getByTestId('signed-in-as')).toHaveText(`${name} · Author`);

  // A new email address waits for the link mailed to it.
  const newEmail = `${username}.new@example.com`;
  await laptop.getByLabel('Email').fill(newEmail);
  await laptop.getByLabel('Your Password').fill(PASSWORD);
  await laptop.getByRole('button', { name: 'Save Profile' }).click();
  await expect(laptop.getByTestId('email-pending')).toContainText(`We sent a link to ${newEmail}.`);
  await expect(laptop.getByLabel('Email')).toHaveValue(`${username}@example.com`);
  await expect.poll(() => sink.to(newEmail).length, { timeout: 20_000 }).toBe(1);

  // The menu leads to the profile and signs out, by keyboard too.
  await account.focus();
  await expect(account).toBeFocused();
  await laptop.keyboard.press('Enter');
  await expect(laptop.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await laptop.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(laptop).toHaveURL(/\/login/);
  expect((await laptop.request.get('/api/auth/me')).status()).toBe(401);
});

test('signing out all other sessions ends them and keeps this one', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the list is the same on a phone');
  const stamp = `all-${Date.now().toString(36)}`;
  const username = await newAuthor(page, browser, stamp);
  const here = await signedInBrowser(browser, username);
  const others = [await signedInBrowser(browser, username, IPHONE_SAFARI), await signedInBrowser(browser, username)];
  await here.goto('/n4n4/profile');
  const rows = here.getByRole('list', { name: 'Active sessions' }).getByTestId('session-row');
  await expect(rows).toHaveCount(3);
  await here.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(here.getByText('2 other sessions signed out')).toBeVisible();
  await expect(rows).toHaveCount(1);
  for (const other of others) expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  expect((await here.request.get('/api/auth/me')).status()).toBe(200);
});
