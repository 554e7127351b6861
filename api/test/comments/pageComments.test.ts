import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { Comment } from '../../src/comments/repository/model.ts';
import { createPublicCache } from '../../src/public/cache.ts';
import { isPageKey } from '../../src/staticPages/publicReads.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { signedInMember } from '../members/signIn.ts';
import { partsOf } from '../newsletter/smtpSink.ts';
import { call, staffMember } from '../users/staff.ts';
import { commenting } from './commenting.ts';

const app = useNewsletterApp();
const { publishedPost } = commenting(app, 78);
let clientNumber = 0;
const nextClient = () => `10.79.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;

async function staticPage(slug: string, extra: Record<string, unknown> = {}): Promise<{ id: number; commentsOpen?: boolean }> {
  const created = await call(app, app.cookie, 'POST', '/api/pages', { title: `Page ${slug}`, slug, content: '<p>Open play every Tuesday.</p>', isPublished: true, ...extra });
  expect(created.status, created.body?.detail).toBe(201);
  return created.body as unknown as { id: number; commentsOpen?: boolean };
}

/** A member's comment on a static page (typed for 5 seconds, no honeypot). */
async function comment(cookie: string, slug: string, body: Record<string, unknown>) {
  const response = await fetch(`${app.url}/api/public/pages/${slug}/comments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-Forwarded-For': nextClient() },
    body: JSON.stringify({ typingMs: 5000, ...body }),
  });
  return { status: response.status, body: (await response.json()) as { comment: { id: string; status: string; postId: number | null; pageId?: number }; message: string; detail?: string } };
}

const pageComments = async (slug: string) => {
  const response = await fetch(`${app.url}/api/public/pages/${slug}/comments`);
  return { status: response.status, body: (await response.json()) as { items: { author: string; text: string; replies: { text: string }[] }[]; count: number } };
};
type Row = { id: string; postId: number | null; postSlug: string | null; pageId?: number; pageSlug?: string | null; text: string };
const listed = async (status: string) => (await call(app, app.cookie, 'GET', `/api/comments?filter=${encodeURIComponent(JSON.stringify({ status }))}`)).body as unknown as Row[];
const moderate = (id: string, action: string) => call(app, app.cookie, 'POST', `/api/comments/${id}/moderate`, { action });

describe('comments on static pages', () => {
  it('are off unless the owner switches them on: posting is refused with 403 and nothing is stored', async () => {
    const page = await staticPage('about-us');
    expect((await call(app, app.cookie, 'GET', `/api/pages/${page.id}`)).body).toMatchObject({ commentsOpen: false });
    const ann = await signedInMember(app, 'ann.pages@example.net');
    const refused = await comment(ann, 'about-us', { text: 'Hello?' });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Comments are not open on this page.');
    expect(await Comment.countDocuments({ body: 'Hello?' })).toBe(0);
    expect(await pageComments('about-us')).toMatchObject({ status: 200, body: { items: [], count: 0 } });
  });

  it('take a member comment once switched on: held, in the queue naming the page, shown once approved; replies and the next comment as on posts', async () => {
    const page = await staticPage('open-play');
    const switched = await call(app, app.cookie, 'PUT', `/api/pages/${page.id}`, { title: 'Open play', slug: 'open-play', content: '<p>Open play every Tuesday.</p>', isPublished: true, commentsOpen: true });
    expect(switched.status, switched.body?.detail).toBe(200);
    expect(switched.body).toMatchObject({ commentsOpen: true });
    expect(await (await fetch(`${app.url}/api/public/pages/open-play`)).json()).toMatchObject({ commentsOpen: true });

    const bo = await signedInMember(app, 'bo.pages@example.net');
    const first = await comment(bo, 'open-play', { text: 'Is it beginner friendly?' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ comment: { status: 'held', postId: null, pageId: page.id }, message: 'Thanks! Your comment will appear once a moderator approves it.' });
    expect((await pageComments('open-play')).body.items).toEqual([]);
    expect((await listed('held')).find((row) => row.id === first.body.comment.id)).toMatchObject({ postId: null, postSlug: null, pageId: page.id, pageSlug: 'open-play', text: 'Is it beginner friendly?' });

    expect((await moderate(first.body.comment.id, 'approve')).status).toBe(200);
    expect((await pageComments('open-play')).body).toMatchObject({ items: [{ author: 'Reader', text: 'Is it beginner friendly?' }], count: 1 });

    const reply = await comment(bo, 'open-play', { text: 'Answering myself: yes.', parentId: first.body.comment.id });
    expect(reply.body.comment.status).toBe('approved');
    expect((await pageComments('open-play')).body).toMatchObject({ items: [{ replies: [{ text: 'Answering myself: yes.' }] }], count: 2 });
    // The page's comments are not a post's: the post reading of that slug knows none.
    expect((await fetch(`${app.url}/api/public/posts/open-play/comments`)).status).toBe(404);

    // Another member can report a comment shown on the page, as on a post.
    const flo = await signedInMember(app, 'flo.pages@example.net');
    const reported = await fetch(`${app.url}/api/public/comments/${first.body.comment.id}/report`, { method: 'POST', headers: { Cookie: flo, 'X-Forwarded-For': nextClient() } });
    expect(reported.status).toBe(200);
    expect(await reported.json()).toMatchObject({ counted: true });

    // Switched off, the page shows no comments: one cannot be reported any more.
    expect((await call(app, app.cookie, 'PUT', `/api/pages/${page.id}`, { title: 'Open play', slug: 'open-play', content: '<p>Open play every Tuesday.</p>', isPublished: true })).status).toBe(200);
    const hal = await signedInMember(app, 'hal.pages@example.net');
    const unseen = await fetch(`${app.url}/api/public/comments/${first.body.comment.id}/report`, { method: 'POST', headers: { Cookie: hal, 'X-Forwarded-For': nextClient() } });
    expect(unseen.status).toBe(404);
  });

  it("names the page by its title in the moderators' digest", async () => {
    const editor = await staffMember(app, 'editor', 'pages-digest-editor');
    await staticPage('court-etiquette', { title: 'Court etiquette', commentsOpen: true });
    const gus = await signedInMember(app, 'gus.pages@example.net');
    expect((await comment(gus, 'court-etiquette', { text: 'Who brings the balls?' })).body.comment.status).toBe('held');
    await app.context.commentDigest.run();
    const mail = app.sink.to(editor.email).find((sent) => /waits? for a moderator/.test(sent.headers.subject ?? ''));
    const text = partsOf(mail!).find((part) => part.type === 'text/plain')!.body;
    expect(text).toContain('Court etiquette');
    expect(text).toContain('Who brings the balls?');
  });

  it('refuses comments on a draft page and an unknown one (404), even with comments switched on', async () => {
    await staticPage('members-only', { isPublished: false, commentsOpen: true });
    const cy = await signedInMember(app, 'cy.pages@example.net');
    expect((await comment(cy, 'members-only', { text: 'Let me in' })).status).toBe(404);
    expect((await comment(cy, 'no-such-page', { text: 'Anyone?' })).status).toBe(404);
    expect((await pageComments('members-only')).status).toBe(404);
    expect(await Comment.countDocuments({ body: { $in: ['Let me in', 'Anyone?'] } })).toBe(0);
  });

  it("keeps comments stored before pages took them as their post's", async () => {
    await publishedPost('old-thread');
    const { id } = (await (await fetch(`${app.url}/api/public/posts/old-thread`)).json()) as { id: number };
    // The shape every comment had before: a post id, no page id.
    await Comment.collection.insertOne({ postId: id, parentId: null, memberId: new Types.ObjectId(), body: 'From the old days', bodyKey: 'from the old days', status: 'approved', createdAt: new Date(), editedAt: null });
    const read = (await (await fetch(`${app.url}/api/public/posts/old-thread/comments`)).json()) as { items: { text: string }[] };
    expect(read.items.map((item) => item.text)).toContain('From the old days');
    expect((await listed('approved')).find((row) => row.text === 'From the old days')).toMatchObject({ postId: id, postSlug: 'old-thread' });
  });
});

describe("clearing one static page's cached bodies", () => {
  it("forgets its rendered page and comments' JSON, not its JSON nor other pages' or posts'", async () => {
    const cache = createPublicCache({ ttlMs: 60_000 });
    const keys = ['page:/faq', 'page:/faq?page=2', 'pagecomments:faq:1', 'pages:faq', 'page:/faqs', 'pagecomments:faqs:1', 'page:/blog/faq', 'comments:faq:1'];
    for (const key of keys) await cache.cached(key, async () => ({ body: key, contentType: 'text/plain' }));
    cache.forget(isPageKey('faq'));
    expect(keys.filter((key) => cache.peek(key))).toEqual(['pages:faq', 'page:/faqs', 'pagecomments:faqs:1', 'page:/blog/faq', 'comments:faq:1']);
  });
});
