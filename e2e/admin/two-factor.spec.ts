import { expect, test } from '../fixtures.ts';
import { signIn } from './helpers.ts';
import { codeAt, confirmTwoFactor, invitedMember, passwordStep, startTwoFactorSetup, useSmtpSink } from './staff.ts';

const sink = useSmtpSink();

test('a staff member turns on two-factor, then signs in with password and code; a replayed code and a used backup code are refused', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one mail round trip is enough');
  test.setTimeout(120_000);
  // The owner invites the staff member, who sets a password from the mail.
  await signIn(page);
  const { username, password, page: member } = await invitedMember(page, browser, sink(), 'author', 'twofa');

  // Turn it on from the profile; a wrong code is refused first.
  const secret = await startTwoFactorSetup(member);
  await member.getByLabel('Code from the app').fill(codeAt(secret, Date.now()) === '000000' ? '111111' : '000000');
  await member.getByRole('button', { name: 'Turn on' }).click();
  await expect(member.getByText('The code does not match. Enter the 6-digit code your authenticator app shows now.')).toBeVisible();
  const backupCodes = await confirmTwoFactor(member, secret);

  // Password, then the app's next code (the one that turned it on is used up).
  const code = codeAt(secret, Date.now() + 30_000);
  const first = await passwordStep(browser, username, password);
  const field = first.getByLabel('Authentication code');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await field.fill(code);
  await first.getByRole('button', { name: 'Verify' }).click();
  await expect(first).toHaveURL(/\/n4n4\/?$/);
  await expect(first.getByTestId('signed-in-as')).toHaveText(`${username} · Author`);

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
