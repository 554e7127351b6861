import { linksIn, startSmtpSink, type SmtpSink } from '../../api/test/newsletter/smtpSink.ts';
import { expect, test } from '../fixtures.ts';
import { createPostViaApi, signIn } from './helpers.ts';

/** The server's SMTP_URL points here (playwright.config.ts): the port after the site's. */
const SINK_PORT = Number(process.env.E2E_PORT ?? 4173) + 1;

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startSmtpSink(SINK_PORT);
});
test.afterAll(async () => {
  await sink?.close();
});

test("the owner invites an author, who sets a password from the mail, signs in, writes a post and cannot edit the owner's", async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one mail round trip is enough');
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const username = `author-${stamp}`;
  const email = `${username}@example.com`;
  const password = 'a long author secret';

  await signIn(page);
  const ownersPost = await createPostViaApi(page.request, { title: `Owner notes ${stamp}`, slug: `owner-notes-${stamp}` });
  await page.goto('/n4n4/users');
  await expect(page.getByTestId('signed-in-as')).toHaveText('admin · admin');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Author' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Invited');

  await expect.poll(() => sink.to(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const link = linksIn(sink.to(email)[0]!, '/account/setup')[0]!;
  const author = await (await browser.newContext()).newPage();
  await author.goto(link);
  await expect(author.getByRole('heading', { level: 1 })).toHaveText('Set up your account');
  await author.getByLabel('Password').fill(password);
  await author.getByRole('button', { name: 'Set up your account' }).click();
  await expect(author).toHaveURL(/\/login\?redirect=%2Fn4n4$/);
  await author.getByLabel('Username').fill(username);
  await author.getByLabel('Password').fill(password);
  await author.getByRole('button', { name: 'Sign In' }).click();
  await expect(author).toHaveURL(/\/n4n4/);
  await expect(author.getByTestId('signed-in-as')).toHaveText(`${username} · author`);
  // Screens the role cannot open are not offered.
  await expect(author.getByRole('menuitem', { name: 'Blog Posts' })).toBeVisible();
  await expect(author.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await expect(author.getByRole('menuitem', { name: 'Subscribers' })).toHaveCount(0);

  const created = await author.request.post('/api/blog/posts', { data: { title: `Author draft ${stamp}`, slug: `author-draft-${stamp}`, content: '<p>Third shot drops.</p>' } });
  expect(created.status()).toBe(201);
  await author.goto('/n4n4/posts');
  await expect(author.getByRole('link', { name: `Author draft ${stamp}` })).toBeVisible({ timeout: 20_000 });
  // The owner's post: listed, but no way to edit it, and the API refuses.
  await expect(author.getByText(`Owner notes ${stamp}`)).toBeVisible();
  await expect(author.getByRole('link', { name: `Owner notes ${stamp}` })).toHaveCount(0);
  await author.getByRole('button', { name: `Actions for Owner notes ${stamp}` }).click();
  await expect(author.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await author.keyboard.press('Escape');
  const refused = await author.request.put(`/api/blog/posts/${ownersPost.id}`, { data: { title: 'Taken over', slug: ownersPost.slug, content: '<p>Mine now.</p>' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).detail).toBe('Authors can change only their own posts.');
  // The invitation link was used up.
  await author.goto(link);
  await expect(author.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
});
