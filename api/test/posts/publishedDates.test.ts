import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '../../../common/messages.ts';
import { postKey } from '../../src/posts/repository/postKey.ts';
import { Post } from '../../src/posts/repository/model.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { call } from '../users/staff.ts';

const DAY = 86_400_000;
const POST = { title: 'Stacking in Doubles', content: '<p>Both partners start on the same side.</p>' };
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A 400 problem naming the publish date with the rule's message. */
function expectRefused(answer: Awaited<ReturnType<typeof call>>) {
  expect(answer.status).toBe(400);
  expect(answer.response.headers.get('content-type')).toContain('application/problem+json');
  expect(answer.body.errors).toEqual({ publishDate: SCHEDULE_MESSAGES.publishedInFuture });
}

describe('a published post is not dated in the future', () => {
  const app = useTestApp();
  const list = async () => (await call(app, app.cookie, 'GET', '/api/blog/posts')).body as unknown as { slug: string }[];

  it('create refuses "published" dated ahead, and takes a date now, past or within a minute', async () => {
    expectRefused(await call(app, app.cookie, 'POST', '/api/blog/posts', { ...POST, slug: 'stacking-ahead', publishStatus: 'published', publishDate: inDays(3) }));
    expectRefused(await call(app, app.cookie, 'POST', '/api/blog/posts', { ...POST, slug: 'stacking-ahead', publishStatus: 'published', publishDate: new Date(Date.now() + 5 * 60_000).toISOString() }));
    expect((await list()).map((post) => post.slug)).not.toContain('stacking-ahead');
    expect((await call(app, app.cookie, 'GET', '/api/public/posts/stacking-ahead')).status).toBe(404);

    for (const [slug, publishDate] of [['stacking-past', inDays(-3)], ['stacking-now', new Date(Date.now() + 20_000).toISOString()], ['stacking-undated', null]] as const) {
      const created = await call(app, app.cookie, 'POST', '/api/blog/posts', { ...POST, slug, publishStatus: 'published', publishDate });
      expect(created.status, slug).toBe(201);
    }
    // Scheduling it for that date is how a post goes live later.
    expect((await call(app, app.cookie, 'POST', '/api/blog/posts', { ...POST, slug: 'stacking-scheduled', publishStatus: 'scheduled', publishDate: inDays(3) })).status).toBe(201);
  });

  it('update refuses publishing a post dated ahead, and changes nothing', async () => {
    const draft = await call(app, app.cookie, 'POST', '/api/blog/posts', { ...POST, slug: 'stacking-draft', publishStatus: 'draft', publishDate: inDays(3) });
    expect(draft.status).toBe(201);
    const id = draft.body.id as number;
    expectRefused(await call(app, app.cookie, 'PUT', `/api/blog/posts/${id}`, { ...POST, slug: 'stacking-draft', publishStatus: 'published', publishDate: inDays(3), version: 1 }));
    expect((await call(app, app.cookie, 'GET', `/api/blog/posts/${id}`)).body).toMatchObject({ publishStatus: 'draft', version: 1 });
    expect((await call(app, app.cookie, 'GET', '/api/public/posts/stacking-draft')).status).toBe(404);
  });

  it('restore refuses a revision kept as published with a date to come (saved before the rule)', async () => {
    const created = await call(app, app.cookie, 'POST', '/api/blog/posts', { ...POST, slug: 'stacking-old', publishStatus: 'draft' });
    const id = created.body.id as number;
    // What a save from before the rule could leave: published, dated three days ahead.
    await Post.updateOne({ _id: postKey(id) }, { $set: { publishStatus: 'published', publishDate: new Date(inDays(3)) } });
    const fixed = await call(app, app.cookie, 'PUT', `/api/blog/posts/${id}`, { ...POST, slug: 'stacking-old', publishStatus: 'draft' });
    expect(fixed.status).toBe(200);
    const revisions = (await call(app, app.cookie, 'GET', `/api/blog/posts/${id}/revisions`)).body as unknown as { id: number; publishStatus: string }[];
    const future = revisions.find((revision) => revision.publishStatus === 'published')!;
    expect(future).toBeDefined();

    expectRefused(await call(app, app.cookie, 'POST', `/api/blog/posts/${id}/revisions/${future.id}/restore`, {}));
    expect((await call(app, app.cookie, 'GET', `/api/blog/posts/${id}`)).body).toMatchObject({ publishStatus: 'draft', version: fixed.body.version });
  });
});
