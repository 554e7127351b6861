import { expect, test } from '../fixtures.ts';
import { createPostViaApi, signIn } from './helpers.ts';
import { publishNewPost } from './postEditor.ts';
import { codeAt, confirmTwoFactor, mailedLink, passwordStep, startTwoFactorSetup, useSmtpSink } from './staff.ts';

const sink = useSmtpSink();

test("the owner invites an author, who sets a password from the mail, turns on two-factor, publishes a post and cannot edit the owner's; the owner sees it all in the activity log", async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one mail round trip is enough');
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const username = `author-${stamp}`;
  const email = `${username}@example.com`;
  const password = 'a long author secret';

  // The owner invites an author from the Users screen.
  await signIn(page);
  const ownersPost = await createPostViaApi(page.request, { title: `Owner notes ${stamp}`, slug: `owner-notes-${stamp}` });
  await page.goto('/n4n4/users');
  await expect(page.getByTestId('signed-in-as')).toHaveText('admin · Owner');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Author' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Invited');

  // The author sets a password from the mail and signs in.
  const link = await mailedLink(sink(), email, '/account/setup');
  const author = await (await browser.newContext()).newPage();
  await author.goto(link);
  await expect(author.getByRole('heading', { level: 1 })).toHaveText('Set up your account');
  await author.getByLabel('Password').fill(password);
  await author.getByRole('button', { name: 'Set up your account' }).click();
  await expect(author).toHaveURL(/\/login\?redirect=%2Fn4n4$/);
  // The sign-in screen says the account is ready, with the username filled in.
  await expect(author.getByRole('status')).toHaveText('Your account is ready. Sign in with the password you just chose.');
  await expect(author.getByLabel('Username')).toHaveValue(username);
  await author.getByLabel('Password').fill(password);
  await author.getByRole('button', { name: 'Sign In' }).click();
  await expect(author).toHaveURL(/\/n4n4/);
  await expect(author.getByTestId('signed-in-as')).toHaveText(`${username} · Author`);
  // Screens the role cannot open are not offered.
  await expect(author.getByRole('menuitem', { name: 'Blog Posts' })).toBeVisible();
  await expect(author.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await expect(author.getByRole('menuitem', { name: 'Subscribers' })).toHaveCount(0);

  // Two-factor on; from now on a sign-in takes the password, then the app's code.
  const secret = await startTwoFactorSetup(author);
  await confirmTwoFactor(author, secret);
  const writer = await passwordStep(browser, username, password);
  await writer.getByLabel('Authentication code').fill(codeAt(secret, Date.now() + 30_000));
  await writer.getByRole('button', { name: 'Verify' }).click();
  // The back office loads from scratch in this new browser: slow on a busy machine.
  await expect(writer).toHaveURL(/\/n4n4\/?$/, { timeout: 20_000 });
  await expect(writer.getByTestId('signed-in-as')).toHaveText(`${username} · Author`);

  // The author writes and publishes a post in the editor.
  const title = `Author rally ${stamp}`;
  await writer.goto('/n4n4/posts');
  await writer.getByRole('link', { name: 'New Post' }).click();
  await expect(writer).toHaveURL(/\/n4n4\/posts\/new$/);
  await publishNewPost(writer, title, 'Move together with your partner, like a wall on a string.');
  await expect(writer).toHaveURL(/\/n4n4\/posts$/);
  await expect(writer.getByRole('row').filter({ hasText: title })).toContainText('Published');

  // The owner's post: listed, but no way to edit it, and the API refuses.
  await expect(writer.getByText(`Owner notes ${stamp}`)).toBeVisible();
  await expect(writer.getByRole('link', { name: `Owner notes ${stamp}` })).toHaveCount(0);
  await writer.getByRole('button', { name: `Actions for Owner notes ${stamp}` }).click();
  await expect(writer.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await writer.keyboard.press('Escape');
  const refused = await writer.request.put(`/api/blog/posts/${ownersPost.id}`, { data: { title: 'Taken over', slug: ownersPost.slug, content: '<p>Mine now.</p>' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).detail).toBe('Authors can change only their own posts.');
  // The invitation link was used up.
  await author.goto(link);
  await expect(author.getByRole('heading', { level: 1 })).toHaveText('This link does not work');

  // The owner sees all of it in the activity log: the invitation, then the author's own entries.
  await page.goto('/n4n4/activity');
  const log = page.getByRole('table', { name: 'Activity' });
  await expect(log.getByRole('row').filter({ hasText: 'Invited a staff member' }).filter({ hasText: username })).toContainText('admin');
  await page.getByLabel('User', { exact: true }).fill(username);
  await expect(log.getByRole('row').filter({ hasText: 'Accepted an invitation' })).toHaveCount(1);
  await expect(log.getByRole('row').filter({ hasText: 'Turned on two-factor sign-in' })).toHaveCount(1);
  const signIns = log.getByRole('row').filter({ hasText: 'Signed in' });
  await expect(signIns).toHaveCount(2);
  await expect(signIns.filter({ hasText: 'with a two-factor code' })).toHaveCount(1);
  await expect(log.getByRole('row').filter({ hasText: 'Published a post' })).toContainText(title);
  // Nothing else: the filter keeps only the author's entries.
  const entries = log.locator('tbody tr');
  await expect(entries).toHaveCount(5);
  for (const entry of await entries.all()) await expect(entry.getByRole('cell').nth(1)).toHaveText(username);
});
