import { describe, expect, it } from 'vitest';
import { COMMENT_LIMIT_PER_ADDRESS, COMMENT_LIMIT_PER_MEMBER, COMMENT_MAX_LENGTH } from '../../../common/comments.ts';
import { Comment } from '../../src/comments/repository/model.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { signedInMember } from '../members/signIn.ts';
import { call, staffMember } from '../users/staff.ts';

const app = useNewsletterApp();
let clientNumber = 0;
/** A client address of its own for each call, so the per-address limit stays out of the way unless tested. */
const nextClient = () => `10.77.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;

async function publishedPost(slug: string, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await call(app, app.cookie, 'POST', '/api/blog/posts', { title: `Post ${slug}`, slug, content: 'Dinks and drops.', publishStatus: 'published', ...extra });
  expect(created.status, created.body?.detail).toBe(201);
  return created.body.id as number;
}

/** A member's comment on a post (typed for 5 seconds, no honeypot): status and body. */
async function comment(cookie: string, slug: string, body: Record<string, unknown>, client = nextClient()) {
  const response = await fetch(`${app.url}/api/public/posts/${slug}/comments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-Forwarded-For': client },
    body: JSON.stringify({ typingMs: 5000, ...body }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { comment: { id: string; status: string }; message: string; detail?: string } };
}

const publicComments = async (slug: string) =>
  (await (await fetch(`${app.url}/api/public/posts/${slug}/comments`)).json()) as { items: { id: string; author: string; text: string; edited: boolean; replies: { text: string }[] }[]; count: number };
const queue = async () => (await call(app, app.cookie, 'GET', `/api/comments?filter=${encodeURIComponent('{"status":"held"}')}`)).body as unknown as { id: string; author: string; text: string }[];
const moderate = (id: string, action: string, cookie = app.cookie) => call(app, cookie, 'POST', `/api/comments/${id}/moderate`, { action });
const logged = async (action: string) => (await call(app, app.cookie, 'GET', `/api/activity?filter=${encodeURIComponent(JSON.stringify({ action }))}`)).body as unknown as unknown[];

async function setModeration(mode: string) {
  const { body } = await call(app, app.cookie, 'GET', '/api/settings');
  const { id: _id, version: _version, savedAt: _saved, ...settings } = body;
  expect((await call(app, app.cookie, 'PUT', '/api/settings', { ...settings, commentModeration: mode })).status).toBe(200);
}

describe('comments, held and approved', () => {
  it("holds a member's first comment, shows it once approved (clearing the cached list), then publishes the next at once", async () => {
    await publishedPost('paddle-talk');
    const ann = await signedInMember(app, 'ann@example.net');
    expect(await publicComments('paddle-talk')).toMatchObject({ items: [], count: 0 });

    const first = await comment(ann, 'paddle-talk', { text: 'What paddle for tennis elbow?\nMine hurts.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ comment: { status: 'held' }, message: 'Thanks! Your comment will appear once a moderator approves it.' });
    expect((await publicComments('paddle-talk')).items).toEqual([]);
    const held = (await queue()).find((row) => row.id === first.body.comment.id);
    expect(held).toMatchObject({ author: 'Reader', text: 'What paddle for tennis elbow?\nMine hurts.' });
    expect((await call(app, app.cookie, 'GET', '/api/comments/counts')).body).toEqual({ approved: 0, pending: 1 });

    expect((await moderate(first.body.comment.id, 'approve')).status).toBe(200);
    expect(await publicComments('paddle-talk')).toMatchObject({ items: [{ author: 'Reader', text: 'What paddle for tennis elbow?\nMine hurts.' }], count: 1 });
    expect(await logged('comment.approve')).toHaveLength(1);

    const second = await comment(ann, 'paddle-talk', { text: 'Found one, thanks!' });
    expect(second.body.comment.status).toBe('approved');
    expect((await publicComments('paddle-talk')).count).toBe(2);

    // Replies: one level, under an approved comment; a new member's first reply is held.
    const bob = await signedInMember(app, 'bob@example.net');
    const reply = await comment(bob, 'paddle-talk', { text: 'Try a heavier one.', parentId: first.body.comment.id });
    expect(reply.body.comment.status).toBe('held');
    await moderate(reply.body.comment.id, 'approve');
    expect((await publicComments('paddle-talk')).items[0]!.replies).toMatchObject([{ text: 'Try a heavier one.' }]);
    expect((await comment(bob, 'paddle-talk', { text: 'And another.', parentId: reply.body.comment.id })).status).toBe(400);
    expect((await comment(bob, 'no-such-post', { text: 'Hello' })).status).toBe(404);
    expect((await call(app, app.cookie, 'GET', '/api/comments/counts')).body).toEqual({ approved: 3, pending: 0 });
  });

  it('follows the moderation setting: none held, all held', async () => {
    await publishedPost('setting-walk');
    const cara = await signedInMember(app, 'cara@example.net');
    await setModeration('none-held');
    expect((await comment(cara, 'setting-walk', { text: 'Straight out.' })).body.comment.status).toBe('approved');
    await setModeration('all-held');
    expect((await comment(cara, 'setting-walk', { text: 'Now waits.' })).body.comment.status).toBe('held');
    await setModeration('first-held');
  });
});

describe('spam, limits and blocking', () => {
  it('keeps honeypot, too-fast, link-stuffed and repeated comments as spam, out of the queue', async () => {
    await publishedPost('spam-target');
    const spammer = await signedInMember(app, 'spammer@example.net');
    const caught = [
      await comment(spammer, 'spam-target', { text: 'Nice post', website: 'https://buy.example' }),
      await comment(spammer, 'spam-target', { text: 'Quick one', typingMs: 200 }),
      await comment(spammer, 'spam-target', { text: 'https://a.example https://b.example https://c.example https://d.example' }),
    ];
    expect(caught.map((answer) => [answer.status, answer.body.comment.status])).toEqual([
      [201, 'spam'],
      [201, 'spam'],
      [201, 'spam'],
    ]);
    expect((await comment(spammer, 'spam-target', { text: 'Repeat after me' })).body.comment.status).toBe('held');
    expect((await comment(spammer, 'spam-target', { text: '  REPEAT   after me ' })).body.comment.status).toBe('spam');
    expect((await queue()).map((row) => row.text)).not.toContain('Nice post');
  });

  it('limits comments per member and per client address with 429', async () => {
    await publishedPost('busy-post');
    const eager = await signedInMember(app, 'eager@example.net');
    for (let i = 0; i < COMMENT_LIMIT_PER_MEMBER; i++) expect((await comment(eager, 'busy-post', { text: `Point ${i}` })).status).toBe(201);
    const over = await comment(eager, 'busy-post', { text: 'One more' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);

    const shared = await signedInMember(app, 'shared.address@example.net');
    // Every request the limit sees counts, refused or not.
    for (let i = 0; i < COMMENT_LIMIT_PER_ADDRESS; i++) expect((await comment(shared, 'no-such-post', { text: 'Hello' }, '10.78.0.1')).status).toBe(404);
    expect((await comment(shared, 'busy-post', { text: 'Hello' }, '10.78.0.1')).status).toBe(429);
    expect((await comment(shared, 'busy-post', { text: 'Hello' }, '10.78.0.2')).status).toBe(201);
  });

  it('refuses a text past the length cap, or only spaces, with 400 naming the field, and stores nothing', async () => {
    await publishedPost('long-post');
    const member = await signedInMember(app, 'long.winded@example.net');
    const before = await Comment.countDocuments();
    for (const text of ['x'.repeat(COMMENT_MAX_LENGTH + 1), '   \n  ']) {
      const refused = await comment(member, 'long-post', { text });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('text');
    }
    expect(await Comment.countDocuments()).toBe(before);
    expect((await comment(member, 'long-post', { text: 'x'.repeat(COMMENT_MAX_LENGTH) })).status).toBe(201);
  });

  it('refuses comments on a post that has them turned off', async () => {
    const id = await publishedPost('closed-post', { commentsOpen: false });
    expect((await call(app, app.cookie, 'GET', `/api/blog/posts/${id}`)).body.commentsOpen).toBe(false);
    const member = await signedInMember(app, 'closed.door@example.net');
    const refused = await comment(member, 'closed-post', { text: 'Anyone?' });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Comments are closed on this post.');
    expect((await publicComments('closed-post')).count).toBe(0);
  });

  it('blocks a member: their held comments are rejected, they cannot post, and it is logged', async () => {
    await publishedPost('troll-post');
    const troll = await signedInMember(app, 'troll@example.net');
    const held = await comment(troll, 'troll-post', { text: 'You are all wrong' });
    const blocked = await call(app, app.cookie, 'POST', `/api/comments/${held.body.comment.id}/block-member`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.status).toBe('rejected');
    const refused = await comment(troll, 'troll-post', { text: 'Still here' });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('You can no longer comment on this site.');
    expect(await logged('comment.blockMember')).toHaveLength(1);
  });
});

describe("members' own comments and roles", () => {
  it("edits within 10 minutes, deletes any time, never touches another member's (404)", async () => {
    await publishedPost('own-post');
    await setModeration('none-held');
    const dana = await signedInMember(app, 'dana@example.net');
    const eve = await signedInMember(app, 'eve@example.net');
    const posted = await comment(dana, 'own-post', { text: 'Frist' });
    const edit = (cookie: string, text: string) => call(app, cookie, 'PUT', `/api/members/me/comments/${posted.body.comment.id}`, { text });
    expect((await edit(dana, 'First')).body).toMatchObject({ text: 'First', status: 'approved' });
    expect((await publicComments('own-post')).items[0]).toMatchObject({ text: 'First', edited: true });
    expect((await edit(eve, 'Mine now')).status).toBe(404);
    await Comment.updateOne({ body: 'First' }, { $set: { createdAt: new Date(Date.now() - 11 * 60 * 1000) } });
    expect((await edit(dana, 'Too late')).status).toBe(403);

    const mine = await call(app, dana, 'GET', '/api/members/me/comments');
    expect((mine.body as unknown as { text: string }[]).map((row) => row.text)).toEqual(['First']);
    expect((await call(app, eve, 'DELETE', `/api/members/me/comments/${posted.body.comment.id}`)).status).toBe(404);
    expect((await call(app, dana, 'DELETE', `/api/members/me/comments/${posted.body.comment.id}`)).status).toBe(200);
    expect((await publicComments('own-post')).items).toEqual([]);

    // By default a leaving member's comments stay, under "Deleted member" (memberData.test.ts: the other setting).
    await comment(eve, 'own-post', { text: 'Bye all' });
    expect((await publicComments('own-post')).count).toBe(1);
    expect((await call(app, eve, 'DELETE', '/api/members/me')).status).toBe(200);
    expect((await publicComments('own-post')).items).toMatchObject([{ author: 'Deleted member', text: 'Bye all' }]);
    await setModeration('first-held');
  });

  it('lets editors moderate and refuses authors', async () => {
    await publishedPost('roles-post');
    const fay = await signedInMember(app, 'fay@example.net');
    const held = await comment(fay, 'roles-post', { text: 'Moderate me' });
    const author = await staffMember(app, 'author', 'comment-author');
    const editor = await staffMember(app, 'editor', 'comment-editor');
    expect((await moderate(held.body.comment.id, 'approve', author.cookie)).status).toBe(403);
    expect((await call(app, author.cookie, 'GET', '/api/comments')).status).toBe(403);
    expect((await moderate(held.body.comment.id, 'spam', editor.cookie)).body.status).toBe('spam');
    expect((await moderate(held.body.comment.id, 'reject', editor.cookie)).body.status).toBe('rejected');
  });
});
