import { expect, test } from '../fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { desktopOnly, expectToast, signIn } from './helpers.ts';
import { codeAt, invitedMember, useSmtpSink } from './staff.ts';

const sink = useSmtpSink();

test("an admin ends a staff member's sessions and resets their two-factor from the Users screen, each after a confirmation", async ({ page, browser }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'viewport-independent');
  test.setTimeout(120_000);
  await signIn(page);
  const member = await invitedMember(page, browser, sink(), 'author', 'menu');
  // The member turns on two-factor through the API, as the profile screen does.
  const { secret } = (await (await member.page.request.post('/api/auth/2fa/setup')).json()) as { secret: string };
  expect((await member.page.request.post('/api/auth/2fa/enable', { data: { code: codeAt(secret, Date.now()) } })).status()).toBe(200);

  await page.goto('/n4n4/users');
  const row = page.getByRole('row').filter({ hasText: member.username });
  const more = row.getByRole('button', { name: `More actions for ${member.username}` });
  // The Users screen is a chunk of its own, slow to arrive on a busy machine.
  await expect(more).toBeVisible({ timeout: 20_000 });
  // At 375 px as at 1440 px, the row's actions fit without scrolling sideways (earlier tests'
  // accounts may push the row below the fold: only the sideways fit is asked).
  await more.scrollIntoViewIfNeeded();
  await expect(more).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
  // The owner's own row has no such menu.
  await expect(page.getByRole('button', { name: 'More actions for admin' })).toHaveCount(0);

  // Reset two-factor, from the keyboard: the menu, then the confirmation.
  await more.focus();
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'End sessions' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Reset two-factor' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Reset the two-factor sign-in of ${member.username}?`);
  await expect(page.getByRole('dialog', { name: `Reset the two-factor sign-in of ${member.username}?` })).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Reset two-factor' }).click();
  await expectToast(page, 'Success', `Two-factor sign-in is off for ${member.username}.`);
  await expect(confirm).toHaveCount(0);
  expect(await (await member.page.request.get('/api/auth/2fa')).json()).toMatchObject({ enabled: false });

  // Again: the server says it is not on, and the notice says so.
  await more.click();
  await page.getByRole('menuitem', { name: 'Reset two-factor' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset two-factor' }).click();
  await expectToast(page, 'Two-factor not reset', 'Two-factor sign-in is not on for this account.');

  // Cancelling changes nothing; confirming signs the member out everywhere.
  await more.click();
  await page.getByRole('menuitem', { name: 'End sessions' }).click();
  await expect(page.getByRole('dialog')).toContainText(`End every session of ${member.username}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await member.page.request.get('/api/auth/me')).status()).toBe(200);
  await more.click();
  await page.getByRole('menuitem', { name: 'End sessions' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End sessions' }).click();
  await expectToast(page, 'Success', `${member.username} is signed out everywhere.`);
  expect((await member.page.request.get('/api/auth/me')).status()).toBe(401);
});
