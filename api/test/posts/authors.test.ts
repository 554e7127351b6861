import { describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember } from '../users/staff.ts';

const POST = { title: 'Third shot drops', slug: 'third-shot-drops', content: '<p>Soft and low.</p>' };

describe('the author of a post', () => {
  const app = useNewsletterApp();

  it('is the creator by default; an editor hands it to another writer, never to a non-writer or nobody', async () => {
    const editor = await staffMember(app, 'editor', 'edna');
    const author = await staffMember(app, 'author', 'abe');
    const viewer = await staffMember(app, 'viewer', 'vic');
    const created = await call(app, editor.cookie, 'POST', '/api/blog/posts', POST);
    expect(created.status).toBe(201);
    expect(created.body.authorId).toBe(editor.id);
    const id = created.body.id as number;

    for (const authorId of [viewer.id, 99_999]) {
      const refused = await call(app, editor.cookie, 'PUT', `/api/blog/posts/${id}`, { ...POST, authorId });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ authorId: 'authorId must be an active staff member who can write posts' });
    }
    expect((await call(app, editor.cookie, 'GET', `/api/blog/posts/${id}`)).body.authorId).toBe(editor.id);

    const handed = await call(app, editor.cookie, 'PUT', `/api/blog/posts/${id}`, { ...POST, authorId: author.id });
    expect(handed.status).toBe(200);
    expect(handed.body.authorId).toBe(author.id);
    // The new author may now edit it, and keeps it when saving without authorId.
    const kept = await call(app, author.cookie, 'PUT', `/api/blog/posts/${id}`, { ...POST, title: 'Drops' });
    expect(kept.status).toBe(200);
    expect(kept.body.authorId).toBe(author.id);
  });

  it('an author cannot hand their post to someone else or write one in another name: 403, nothing changes', async () => {
    const author = await staffMember(app, 'author', 'ada');
    const other = await staffMember(app, 'author', 'otto');
    const own = await call(app, author.cookie, 'POST', '/api/blog/posts', { ...POST, slug: 'adas-post' });
    const handOver = await call(app, author.cookie, 'PUT', `/api/blog/posts/${own.body.id}`, { ...POST, slug: 'adas-post', authorId: other.id });
    expect(handOver.status).toBe(403);
    expect(handOver.body.detail).toBe('Only editors and admins can choose another author for a post.');
    expect((await call(app, author.cookie, 'GET', `/api/blog/posts/${own.body.id}`)).body.authorId).toBe(author.id);
    const inAnotherName = await call(app, author.cookie, 'POST', '/api/blog/posts', { ...POST, slug: 'ottos-post', authorId: other.id });
    expect(inAnotherName.status).toBe(403);
    expect((await call(app, author.cookie, 'GET', '/api/blog/posts?filter=%7B%22q%22%3A%22Third%22%7D')).body).not.toContainEqual(expect.objectContaining({ slug: 'ottos-post' }));
    // Naming oneself is no change of author.
    expect((await call(app, author.cookie, 'POST', '/api/blog/posts', { ...POST, slug: 'adas-second', authorId: author.id })).status).toBe(201);
  });

  it('a suspended account is no longer a choice of author', async () => {
    const author = await staffMember(app, 'author', 'sully');
    expect((await call(app, app.cookie, 'PUT', `/api/users/${author.id}`, { isActive: false })).status).toBe(200);
    const post = await call(app, app.cookie, 'POST', '/api/blog/posts', { ...POST, slug: 'for-sully', authorId: author.id });
    expect(post.status).toBe(400);
    expect(post.body.errors).toEqual({ authorId: 'authorId must be an active staff member who can write posts' });
  });
});
