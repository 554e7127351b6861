import type { Browser, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import { partsOf, type SmtpSink } from '../../api/test/newsletter/smtpSink.ts';
import { createPostViaApi, signIn, unique } from '../admin/helpers.ts';
import { invitedMember, mailedLink, useSmtpSink } from '../admin/staff.ts';
import { expect, test } from '../fixtures.ts';

const sink = useSmtpSink();

/** Markup a reader types: the digest and the page must show it as text. */
const PAYLOAD = '<img src=x onerror="window.__xss=1"><b>bold?</b>';

/** A browser of its own with the project's screen. */
const screenOf = ({ project }: TestInfo): BrowserContextOptions => {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = project.use;
  return { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor };
};

/** A reader signed in as a member from the mailed link, in a browser of their own, back on `returnTo`. */
async function signedInReader(browser: Browser, mail: SmtpSink, email: string, returnTo: string, options: BrowserContextOptions): Promise<Page> {
  const reader = await (await browser.newContext(options)).newPage();
  expect((await reader.request.post('/api/members/sign-in', { data: { email, returnTo } })).status()).toBe(202);
  await reader.goto(await mailedLink(mail, email, '/members/sign-in'));
  await reader.getByRole('button', { name: 'Sign in' }).click();
  await expect(reader).toHaveURL(new RegExp(`${returnTo}$`));
  return reader;
}

test("a held comment reaches the moderators' digest as text; once shown, three members' reports take it off the post", async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const options = screenOf(testInfo);
  await signIn(page);
  const slug = `reports-${run}`;
  await createPostViaApi(page.request, { title: unique('Clinic sign-ups'), slug, publishStatus: 'published' });
  const editor = await invitedMember(page, browser, sink(), 'editor', `digest-${testInfo.project.name}`, options);

  // A first comment waits for a moderator.
  const author = await signedInReader(browser, sink(), `author-${run}@example.com`, `/blog/${slug}`, options);
  const text = `Is the ${run} clinic full?\n${PAYLOAD}`;
  const posted = await author.request.post(`/api/public/posts/${slug}/comments`, { data: { text, typingMs: 5000 } });
  expect(posted.status()).toBe(201);
  const { comment } = (await posted.json()) as { comment: { id: string; status: string } };
  expect(comment.status).toBe('held');

  // The digest mails it to every moderator: its HTML shows the comment as text, running nothing.
  const digestTo = (address: string) => sink().to(address).filter((mail) => partsOf(mail).some((part) => /waits? for a moderator/.test(part.body)));
  await expect.poll(() => digestTo(editor.email).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const digest = digestTo(editor.email)[0]!;
  const html = partsOf(digest).find((part) => part.type === 'text/html')!.body;
  expect(html).not.toContain('<img src=x');
  await editor.page.setContent(html);
  await expect(editor.page.getByText(`Is the ${run} clinic full?`)).toBeVisible();
  await expect(editor.page.getByText(PAYLOAD)).toBeVisible();
  expect(await editor.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(partsOf(digest).find((part) => part.type === 'text/plain')!.body).toContain(PAYLOAD);

  // Approved, it shows on the post.
  expect((await page.request.post(`/api/comments/${comment.id}/moderate`, { data: { action: 'approve' } })).status()).toBe(200);
  await page.goto(`/blog/${slug}`);
  const comments = page.locator('#comments');
  await expect(comments.getByRole('heading', { name: '1 comment' })).toBeVisible();

  // Three other members report it from the page; the third report hides it.
  for (const n of [1, 2, 3]) {
    const reader = await signedInReader(browser, sink(), `reporter${n}-${run}@example.com`, `/blog/${slug}`, options);
    const shown = reader.locator('#comments').getByRole('article', { name: 'Comment by Reader' });
    await expect(shown).toContainText(`Is the ${run} clinic full?`);
    await shown.getByRole('button', { name: 'Report the comment by Reader' }).click();
    await expect(shown.getByRole('status')).toHaveText('Thank you. A moderator will look at this comment.');
    await reader.context().close();
  }
  await page.goto(`/blog/${slug}`);
  await expect(comments.getByRole('heading', { name: '0 comments' })).toBeVisible();
  await expect(comments.getByRole('article', { name: 'Comment by Reader' })).toHaveCount(0);
  await author.context().close();
  await editor.page.context().close();
});
