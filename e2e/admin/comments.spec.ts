import { expect, test } from '../fixtures.ts';
import { createPostViaApi, expectToast, signIn, unique } from './helpers.ts';
import { mailedLink, useSmtpSink } from './staff.ts';

const sink = useSmtpSink();

/** What a reader types: a question, and markup that must stay text everywhere it is shown. */
const QUESTION = 'What paddle for tennis elbow?';
const PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

test('a reader signs in from the mailed link, comments, the owner approves it from the queue, and it shows on the post', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  const slug = `comments-${testInfo.project.name}-${Date.now().toString(36)}`;
  await createPostViaApi(page.request, { title: unique('Paddles for sore elbows'), slug, publishStatus: 'published' });

  // Signed out of comments: the post offers the sign-in form, which mails a link.
  await page.goto(`/blog/${slug}`);
  const comments = page.locator('#comments');
  await expect(comments.getByRole('heading', { name: '0 comments' })).toBeVisible();
  const email = `reader-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  await comments.getByLabel('Email').fill(email);
  await comments.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(comments.getByRole('status')).toHaveText('Check your inbox: a sign-in link is on its way. It works once, for 15 minutes.');

  // The link's page asks before signing in, then leads back to the post with the comment form.
  await page.goto(await mailedLink(sink(), email, '/members/sign-in'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(comments.getByText('Signed in as Reader.')).toBeVisible();
  await comments.getByLabel('Your comment').fill(`${QUESTION}\n${PAYLOAD}`);
  // Sent sooner than anyone types, it would be kept as spam.
  await page.waitForTimeout(3200);
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments.getByRole('status')).toHaveText('Thanks! Your comment will appear once a moderator approves it.');

  // The owner approves it from the queue, where it reads as text.
  await page.goto('/n4n4/comments');
  const queue = page.getByRole('table', { name: 'Comments' });
  await expect(queue.getByText(QUESTION)).toBeVisible({ timeout: 20_000 });
  await expect(queue.getByText(PAYLOAD)).toBeVisible();
  await queue.getByRole('button', { name: 'Approve: comment by Reader' }).click();
  await expectToast(page, 'Success', 'Comment approved');

  // On the post, rendered by the server: the comment, as text.
  await page.goto(`/blog/${slug}`);
  await expect(comments.getByRole('heading', { name: '1 comment' })).toBeVisible();
  const shown = comments.getByRole('article', { name: 'Comment by Reader' });
  await expect(shown).toContainText(QUESTION);
  await expect(shown).toContainText(PAYLOAD);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  const html = await (await page.request.get(`/blog/${slug}`)).text();
  expect(html).not.toContain('<script>window.__xss');
  expect(html).toContain('"commentCount":1');
});
