import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { COMMENT_LIMIT_PER_ADDRESS, COMMENT_REPORT_LIMIT_PER_MEMBER, COMMENT_REPORTS_TO_HIDE } from '../../../common/comments.ts';
import { Comment } from '../../src/comments/repository/model.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { signedInMember } from '../members/signIn.ts';
import { call } from '../users/staff.ts';

const app = useNewsletterApp();
let clientNumber = 0;
/** A client address of its own for each call, so the per-address limit stays out of the way unless tested. */
const nextClient = () => `10.79.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;

async function publishedPost(slug: string): Promise<number> {
  const created = await call(app, app.cookie, 'POST', '/api/blog/posts', { title: `Post ${slug}`, slug, content: 'Third-shot drops.', publishStatus: 'published' });
  expect(created.status, created.body?.detail).toBe(201);
  return created.body.id as number;
}

/** An approved comment by a member of its own, straight in the database. */
async function approvedComment(postId: number, body: string): Promise<string> {
  const doc = await Comment.create({ postId, parentId: null, memberId: new Types.ObjectId(), body, bodyKey: body, status: 'approved', createdAt: new Date(), editedAt: null });
  return String(doc._id);
}

async function report(cookie: string | undefined, id: string, client = nextClient()) {
  const response = await fetch(`${app.url}/api/public/comments/${id}/report`, { method: 'POST', headers: { ...(cookie && { Cookie: cookie }), 'X-Forwarded-For': client } });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { counted?: boolean; message?: string; detail?: string } };
}

const shownTexts = async (slug: string) => ((await (await fetch(`${app.url}/api/public/posts/${slug}/comments`)).json()) as { items: { text: string }[] }).items.map((item) => item.text);
const listed = async (status: string) =>
  (await call(app, app.cookie, 'GET', `/api/comments?filter=${encodeURIComponent(JSON.stringify({ status }))}`)).body as unknown as { id: string; text: string; reports: number; status: string }[];
const logged = async (action: string) =>
  (await call(app, app.cookie, 'GET', `/api/activity?filter=${encodeURIComponent(JSON.stringify({ action }))}`)).body as unknown as { subject: { id: string }; detail?: string }[];

describe('members report comments', () => {
  it('counts one report per member, hides the comment at the threshold, and shows it again once approved', async () => {
    const postId = await publishedPost('reported-post');
    const id = await approvedComment(postId, 'Buy cheap paddles at my shop');
    const reporters = await Promise.all(Array.from({ length: COMMENT_REPORTS_TO_HIDE + 1 }, (_, i) => signedInMember(app, `reporter${i}@example.net`)));
    expect(await shownTexts('reported-post')).toEqual(['Buy cheap paddles at my shop']);

    expect((await report(reporters[0], id)).body).toEqual({ counted: true, message: 'Thank you. A moderator will look at this comment.' });
    const again = await report(reporters[0], id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ counted: false, message: 'You have already reported this comment.' });
    for (const reporter of reporters.slice(1, COMMENT_REPORTS_TO_HIDE - 1)) expect((await report(reporter, id)).body.counted).toBe(true);
    // One short of the threshold: still shown, and not in the back office's reported list.
    expect(await shownTexts('reported-post')).toEqual(['Buy cheap paddles at my shop']);
    expect((await listed('approved')).find((row) => row.id === id)?.reports).toBe(COMMENT_REPORTS_TO_HIDE - 1);
    expect((await listed('reported')).map((row) => row.id)).not.toContain(id);

    expect((await report(reporters[COMMENT_REPORTS_TO_HIDE - 1], id)).body.counted).toBe(true);
    expect(await shownTexts('reported-post')).toEqual([]);
    expect((await listed('reported')).find((row) => row.id === id)).toMatchObject({ text: 'Buy cheap paddles at my shop', reports: COMMENT_REPORTS_TO_HIDE, status: 'reported' });
    // A hidden comment cannot be reported any more.
    expect((await report(reporters[COMMENT_REPORTS_TO_HIDE], id)).status).toBe(404);

    const approved = await call(app, app.cookie, 'POST', `/api/comments/${id}/moderate`, { action: 'approve' });
    expect(approved.body).toMatchObject({ status: 'approved' });
    expect(await shownTexts('reported-post')).toEqual(['Buy cheap paddles at my shop']);
    expect((await listed('approved')).find((row) => row.id === id)?.reports).toBe(0);
    expect((await logged('comment.approve')).find((entry) => entry.subject.id === id)?.detail).toBe(`Reported by ${COMMENT_REPORTS_TO_HIDE} members; reports cleared`);
    // The members who reported it before cannot hide it again.
    for (const reporter of reporters.slice(0, COMMENT_REPORTS_TO_HIDE)) expect((await report(reporter, id)).body.counted).toBe(false);
    expect(await shownTexts('reported-post')).toEqual(['Buy cheap paddles at my shop']);
  });

  it("keeps a rejected reported comment off the page, and logs the review", async () => {
    const postId = await publishedPost('rejected-report');
    const id = await approvedComment(postId, 'Rude words');
    for (let i = 0; i < COMMENT_REPORTS_TO_HIDE; i++) expect((await report(await signedInMember(app, `judge${i}@example.net`), id)).body.counted).toBe(true);
    expect((await call(app, app.cookie, 'POST', `/api/comments/${id}/moderate`, { action: 'reject' })).body).toMatchObject({ status: 'rejected' });
    expect(await shownTexts('rejected-report')).toEqual([]);
    expect((await logged('comment.reject')).find((entry) => entry.subject.id === id)?.detail).toBe(`Reported by ${COMMENT_REPORTS_TO_HIDE} members; reports cleared`);
  });

  it('refuses unknown, unshown and own comments, and callers without a member session', async () => {
    const postId = await publishedPost('refusals-post');
    const member = await signedInMember(app, 'refuser@example.net');
    expect((await report(member, new Types.ObjectId().toHexString())).status).toBe(404);
    expect((await report(member, 'not-an-id')).status).toBe(400);
    const held = await Comment.create({ postId, parentId: null, memberId: new Types.ObjectId(), body: 'Waiting', bodyKey: 'waiting', status: 'held', createdAt: new Date(), editedAt: null });
    expect((await report(member, String(held._id))).status).toBe(404);

    const shown = await approvedComment(postId, 'Fine words');
    expect((await report(undefined, shown)).status).toBe(401);
    expect((await report(app.cookie, shown)).status).toBe(401);

    await call(app, app.cookie, 'PUT', '/api/settings', await noneHeld());
    const own = await fetch(`${app.url}/api/public/posts/refusals-post/comments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: member, 'X-Forwarded-For': nextClient() },
      body: JSON.stringify({ text: 'My own words', typingMs: 5000 }),
    });
    const ownId = ((await own.json()) as { comment: { id: string } }).comment.id;
    const refused = await report(member, ownId);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('You cannot report your own comment.');
    expect((await listed('approved')).find((row) => row.id === ownId)?.reports).toBe(0);
  });

  it('limits reports per member and per client address with 429', async () => {
    const postId = await publishedPost('limits-post');
    const ids = await Promise.all(Array.from({ length: COMMENT_REPORT_LIMIT_PER_MEMBER + 1 }, (_, i) => approvedComment(postId, `Point ${i}`)));
    const eager = await signedInMember(app, 'eager.reporter@example.net');
    for (const id of ids.slice(0, -1)) expect((await report(eager, id)).status).toBe(200);
    const over = await report(eager, ids.at(-1)!);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await listed('approved')).find((row) => row.id === ids.at(-1))?.reports).toBe(0);

    const shared = await signedInMember(app, 'shared.reporter@example.net');
    for (let i = 0; i < COMMENT_LIMIT_PER_ADDRESS; i++) expect((await report(shared, new Types.ObjectId().toHexString(), '10.80.0.1')).status).toBe(404);
    expect((await report(shared, ids[0]!, '10.80.0.1')).status).toBe(429);
    expect((await report(shared, ids[0]!, '10.80.0.2')).status).toBe(200);
  });
});

/** The settings with no comment held. */
async function noneHeld() {
  const { body } = await call(app, app.cookie, 'GET', '/api/settings');
  const { id: _id, version: _version, savedAt: _saved, ...settings } = body;
  return { ...settings, commentModeration: 'none-held' };
}
