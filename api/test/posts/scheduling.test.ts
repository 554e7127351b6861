import { describe, expect, it } from 'vitest';
import { postsCreate, postsGet, postsList, postsUpdate, revisionsRestore } from '../../../codegen/hey-api/sdk.gen.ts';
import type { Post, PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { atTime } from '../helpers/clock.ts';
import { useTestApp } from '../helpers/testApp.ts';

const HOUR = 60 * 60 * 1000;
const NEEDS_FUTURE = 'Choose a date and time in the future to schedule this post';
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('scheduling needs a date to come', () => {
  const app = useTestApp();
  let n = 0;
  const base = (): PostInput => {
    n += 1;
    return { title: `Serve drill ${n}`, slug: `serve-drill-${n}`, content: '<p>Aim deep to the backhand.</p>', publishStatus: 'draft' };
  };
  const create = (body: PostInput) => postsCreate({ client: app.admin, body });
  const update = (post: Post, change: Partial<PostInput>) =>
    postsUpdate({
      client: app.admin,
      path: { id: post.id },
      body: { title: post.title, slug: post.slug, content: post.content, publishStatus: post.publishStatus, publishDate: post.publishDate, version: post.version, ...change },
    });
  const count = async () => (await postsList({ client: app.admin, query: { range: '[0,999]' } })).data!.length;

  it.each([
    ['an hour ago', -1],
    ['this very moment', 0],
  ])('refuses to create a post scheduled for %s, with the message under publishDate, and saves nothing', async (_when, hours) => {
    const before = await count();
    const { error, response } = await create({ ...base(), publishStatus: 'scheduled', publishDate: inHours(hours) });
    expect(response?.status).toBe(400);
    expect(response?.headers.get('content-type')).toMatch(/problem\+json/);
    expect(error).toMatchObject({ status: 400, errors: { publishDate: NEEDS_FUTURE } });
    expect(await count()).toBe(before);
  });

  it('creates a post scheduled for a time to come', async () => {
    const publishDate = inHours(2);
    const { data, response } = await create({ ...base(), publishStatus: 'scheduled', publishDate });
    expect(response?.status).toBe(201);
    expect(data).toMatchObject({ publishStatus: 'scheduled', publishDate });
  });

  it('refuses to schedule a draft, or to move a scheduled post, to a time gone by; the post stays as it was', async () => {
    const draft = (await create({ ...base(), publishDate: inHours(-5) })).data!;
    const scheduling = await update(draft, { publishStatus: 'scheduled' });
    expect(scheduling.response?.status).toBe(400);
    expect(scheduling.error).toMatchObject({ errors: { publishDate: NEEDS_FUTURE } });

    const scheduled = (await create({ ...base(), publishStatus: 'scheduled', publishDate: inHours(3) })).data!;
    const moving = await update(scheduled, { publishDate: inHours(-1) });
    expect(moving.response?.status).toBe(400);
    expect(moving.error).toMatchObject({ errors: { publishDate: NEEDS_FUTURE } });
    expect((await postsGet({ client: app.admin, path: { id: scheduled.id } })).data).toMatchObject({ publishStatus: 'scheduled', publishDate: scheduled.publishDate, version: scheduled.version });

    const later = await update(scheduled, { publishDate: inHours(5) });
    expect(later.response?.status).toBe(200);
  });

  it('keeps saving a scheduled post whose time has come without asking for a new date', async () => {
    const due = new Date(Date.now() - HOUR);
    const live = (await atTime(due.getTime() - HOUR, () => create({ ...base(), publishStatus: 'scheduled', publishDate: due.toISOString() }))).data!;
    expect(live).toMatchObject({ publishStatus: 'scheduled', publishDate: due.toISOString() });
    const edited = await update(live, { content: '<p>Aim deep to the backhand, and follow the serve in.</p>' });
    expect(edited.response?.status).toBe(200);
    expect(edited.data).toMatchObject({ publishStatus: 'scheduled', publishDate: due.toISOString() });
  });

  it('refuses to restore a version scheduled for a time that has since gone by', async () => {
    const due = new Date(Date.now() - HOUR);
    const first = (await atTime(due.getTime() - HOUR, () => create({ ...base(), publishStatus: 'scheduled', publishDate: due.toISOString() }))).data!;
    const second = (await update(first, { publishStatus: 'draft', publishDate: null })).data!;
    const restored = await revisionsRestore({ client: app.admin, path: { id: first.id, revisionId: first.version }, body: { version: second.version } });
    expect(restored.response?.status).toBe(400);
    expect(restored.error).toMatchObject({ errors: { publishDate: NEEDS_FUTURE } });
    expect((await postsGet({ client: app.admin, path: { id: first.id } })).data).toMatchObject({ publishStatus: 'draft', version: second.version });
  });
});
