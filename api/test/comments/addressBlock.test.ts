import { describe, expect, it } from 'vitest';
import { COMMENT_ADDRESS_BLOCK_MS, COMMENT_MESSAGES } from '../../../common/comments.ts';
import { Comment, CommentAddressBlock } from '../../src/comments/repository/model.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { partsOf } from '../newsletter/smtpSink.ts';
import { signedInMember } from '../members/signIn.ts';
import { call } from '../users/staff.ts';

const app = useNewsletterApp();

type Answer = { status: number; body: { comment: Record<string, unknown> & { id: string; status: string }; message: string; detail?: string } };

/** A member's comment (typed for 5 seconds) from the client address `client`. */
async function comment(cookie: string, slug: string, text: string, client: string): Promise<Answer> {
  const response = await fetch(`${app.url}/api/public/posts/${slug}/comments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-Forwarded-For': client },
    body: JSON.stringify({ text, typingMs: 5000 }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const texts = (rows: unknown) => (rows as { text: string }[]).map((row) => row.text);
const moderationList = async () => texts((await call(app, app.cookie, 'GET', '/api/comments')).body);
const publicTexts = async (slug: string) => {
  const { items } = (await (await fetch(`${app.url}/api/public/posts/${slug}/comments`)).json()) as { items: { text: string; replies: { text: string }[] }[] };
  return items.flatMap((item) => [item.text, ...item.replies.map((reply) => reply.text)]);
};
const ownTexts = async (cookie: string) => texts((await call(app, cookie, 'GET', '/api/members/me/comments')).body);
const blockAuthorOf = async (commentId: string) => expect((await call(app, app.cookie, 'POST', `/api/comments/${commentId}/block-member`)).status).toBe(200);

async function publishedPost(slug: string) {
  const created = await call(app, app.cookie, 'POST', '/api/blog/posts', { title: `Post ${slug}`, slug, content: 'Third shot drop.', publishStatus: 'published' });
  expect(created.status, created.body?.detail).toBe(201);
}

/** Each key of an answer with the type of its value: what a client can tell apart. */
const shapeOf = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).map(([key, field]) => [key, field === null ? 'null' : typeof field]));

describe("a blocked member's address", () => {
  it('refuses comments from it quietly, for any member: answered as held, stored nowhere', async () => {
    await publishedPost('address-block');
    const troll = await signedInMember(app, 'address.troll@example.net');
    const first = await comment(troll, 'address-block', 'Everyone here is wrong', '10.90.0.1');
    expect(first.body.comment.status).toBe('held');
    await blockAuthorOf(first.body.comment.id);

    // A fresh account from the same address gets the answer of a held comment, as from any other address.
    const sock = await signedInMember(app, 'address.sock@example.net');
    const quiet = await comment(sock, 'address-block', 'Totally new reader here', '10.90.0.1');
    const elsewhere = await comment(sock, 'address-block', 'Honest question from home', '10.90.0.2');
    expect(quiet.status).toBe(201);
    expect(quiet.body).toMatchObject({ comment: { status: 'held', text: 'Totally new reader here', parentId: null, editedAt: null }, message: COMMENT_MESSAGES.held });
    expect(quiet.body.comment.id).toMatch(/^[0-9a-f]{24}$/);
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body).toMatchObject({ comment: { status: 'held' }, message: COMMENT_MESSAGES.held });
    expect(Object.keys(quiet.body)).toEqual(Object.keys(elsewhere.body));
    expect(shapeOf(quiet.body.comment)).toEqual(shapeOf(elsewhere.body.comment));

    // Not in the queue nor any status, not on the page, not in the member's own list: only the other one is.
    expect(await moderationList()).not.toContain('Totally new reader here');
    expect(await moderationList()).toContain('Honest question from home');
    expect(await ownTexts(sock)).toEqual(['Honest question from home']);
    expect((await call(app, app.cookie, 'POST', `/api/comments/${quiet.body.comment.id}/moderate`, { action: 'approve' })).status).toBe(404);
    expect((await call(app, app.cookie, 'POST', `/api/comments/${elsewhere.body.comment.id}/moderate`, { action: 'approve' })).status).toBe(200);
    expect(await publicTexts('address-block')).toEqual(['Honest question from home']);
    expect(await Comment.countDocuments({ body: 'Totally new reader here' })).toBe(0);

    // Nor in the moderators' digest or the activity log.
    const sock2 = await comment(sock, 'address-block', 'Second try from the blocked address', '10.90.0.1');
    expect(sock2.body.comment.status).toBe('held');
    await app.context.commentDigest.run();
    const mailed = app.sink.mails.flatMap((mail) => partsOf(mail).map((part) => part.body)).join('\n');
    expect(mailed).not.toContain('Second try from the blocked address');
    expect(mailed).not.toContain('Totally new reader here');
    const activity = JSON.stringify((await call(app, app.cookie, 'GET', '/api/activity')).body);
    expect(activity).not.toContain('Totally new reader');
    expect(activity).toContain('comment.blockMember');
  });

  it('blocks an IPv6 client by the network the per-address limit counts it by', async () => {
    await publishedPost('address-block-v6');
    const troll = await signedInMember(app, 'v6.troll@example.net');
    const first = await comment(troll, 'address-block-v6', 'Rally scoring is a fraud', '2001:db8:7:1::5');
    await blockAuthorOf(first.body.comment.id);
    const sock = await signedInMember(app, 'v6.sock@example.net');
    expect((await comment(sock, 'address-block-v6', 'Just arrived, same network', '2001:db8:7:2::99')).body.comment.status).toBe('held');
    expect((await comment(sock, 'address-block-v6', 'From another network', '2001:db8:8::1')).body.comment.status).toBe('held');
    expect(await ownTexts(sock)).toEqual(['From another network']);
  });

  it(`ends after ${COMMENT_ADDRESS_BLOCK_MS / 86_400_000} days`, async () => {
    await publishedPost('address-block-ends');
    const troll = await signedInMember(app, 'ending.troll@example.net');
    const first = await comment(troll, 'address-block-ends', 'Lobs are cheating', '10.91.0.1');
    await blockAuthorOf(first.body.comment.id);
    const later = await signedInMember(app, 'ending.later@example.net');
    const key = (await Comment.findById(first.body.comment.id).lean())!.addressKey!;
    const blockedFor = (ms: number) => CommentAddressBlock.updateOne({ _id: key }, { $set: { blockedAt: new Date(Date.now() - ms) } });

    await blockedFor(COMMENT_ADDRESS_BLOCK_MS - 60_000);
    await comment(later, 'address-block-ends', 'A day before the end', '10.91.0.1');
    expect(await ownTexts(later)).toEqual([]);

    await blockedFor(COMMENT_ADDRESS_BLOCK_MS + 60_000);
    const after = await comment(later, 'address-block-ends', 'The block is over', '10.91.0.1');
    expect(after.body.comment.status).toBe('held');
    expect(await ownTexts(later)).toEqual(['The block is over']);
    expect(await moderationList()).toContain('The block is over');
  });

  it('stores a keyed hash of the address, never the address', async () => {
    await publishedPost('address-block-stored');
    const troll = await signedInMember(app, 'stored.troll@example.net');
    const first = await comment(troll, 'address-block-stored', 'Nobody reads this', '10.92.33.44');
    await blockAuthorOf(first.body.comment.id);
    const blocks = await CommentAddressBlock.find({}).lean();
    expect(blocks.length).toBeGreaterThan(0);
    const stored = JSON.stringify([blocks, await Comment.find({}).lean()]);
    for (const raw of ['10.92.33.44', '10.90.0.1', '2001:db8:7', '2001:db8:7:1::5']) expect(stored).not.toContain(raw);
    const keyOfTroll = (await Comment.findById(first.body.comment.id).lean())!.addressKey;
    expect(keyOfTroll).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(blocks.map((block) => block._id)).toContain(keyOfTroll);
  });
});
