import { beforeAll, describe, expect, it } from 'vitest';
import { categoriesCreate, postsCreate, postsUpdate, publicGetPost, publicListPosts, tagsCreate } from '../../codegen/hey-api/sdk.gen.ts';
import type { PostInput } from '../../codegen/hey-api/types.gen.ts';
import { atTime } from './helpers/clock.ts';
import { TEST_SITE_URL, useTestApp } from './helpers/testApp.ts';

const HOUR = 60 * 60 * 1000;

describe('public reads', () => {
  const app = useTestApp();
  const ids: Record<string, number> = {};

  const post = async (slug: string, publishStatus: PostInput['publishStatus'], publishDate: Date | null, extra: Partial<PostInput> = {}) => {
    const { data } = await postsCreate({
      client: app.admin,
      body: { title: `Post ${slug}`, slug, content: `<p>Body of ${slug}. <strong>Soft</strong> hands win.</p>`, publishStatus, publishDate: publishDate?.toISOString() ?? null, ...extra },
    });
    ids[slug] = data!.id;
  };

  beforeAll(async () => {
    const category = (await categoriesCreate({ client: app.admin, body: { name: 'Technique', slug: 'technique' } })).data!;
    const tag = (await tagsCreate({ client: app.admin, body: { name: 'Kitchen', slug: 'kitchen' } })).data!;
    await post('old-published', 'published', new Date(Date.now() - 48 * HOUR), { categoryIds: [category.id], tagIds: [tag.id], metaDescription: 'An old one.' });
    await post('new-published', 'published', new Date(Date.now() - 1 * HOUR));
    // Scheduled three hours ago for two hours ago: its time has come.
    const due = new Date(Date.now() - 2 * HOUR);
    await atTime(due.getTime() - HOUR, () => post('due-scheduled', 'scheduled', due));
    await post('future-scheduled', 'scheduled', new Date(Date.now() + 48 * HOUR));
    await post('a-draft', 'draft', null);
  });

  it('lists only published and due scheduled posts, newest first, with excerpts and categories', async () => {
    const { data, response } = await publicListPosts({ client: app.anonymous, query: { page: 1, pageSize: 10 } });
    expect(response?.status).toBe(200);
    expect(data?.items.map((p) => p.slug)).toEqual(['new-published', 'due-scheduled', 'old-published']);
    expect(data).toMatchObject({ page: 1, pageSize: 10, total: 3, totalPages: 1 });
    const old = data!.items[2]!;
    expect(old.excerpt).toBe('An old one.');
    expect(old.categories).toEqual([{ id: expect.any(Number), name: 'Technique', slug: 'technique' }]);
    expect(data!.items[0]!.excerpt).toBe('Body of new-published. Soft hands win.');
  });

  it('pages the list', async () => {
    const { data } = await publicListPosts({ client: app.anonymous, query: { page: 2, pageSize: 2 } });
    expect(data?.items.map((p) => p.slug)).toEqual(['old-published']);
    expect(data).toMatchObject({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
    const tooBig = await publicListPosts({ client: app.anonymous, query: { pageSize: 500 } });
    expect(tooBig.response?.status).toBe(400);
  });

  it('reads a public post by slug with its tags, and 404s drafts, future posts and unknown slugs', async () => {
    const { data } = await publicGetPost({ client: app.anonymous, path: { slug: 'old-published' } });
    expect(data).toMatchObject({ slug: 'old-published', content: '<p>Body of old-published. <strong>Soft</strong> hands win.</p>', tags: [{ name: 'Kitchen', slug: 'kitchen' }] });
    for (const slug of ['a-draft', 'future-scheduled', 'no-such-post']) {
      const { response, error } = await publicGetPost({ client: app.anonymous, path: { slug } });
      expect(response?.status, slug).toBe(404);
      expect(error).toMatchObject({ status: 404 });
    }
  });

  it('answers a repeat request with the same ETag as 304, and a write changes the answer', async () => {
    const url = `${app.url}/api/public/posts/new-published`;
    const first = await fetch(url);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch() would otherwise add Cache-Control: no-cache to a manual If-None-Match).
    const revalidate = { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' };
    const again = await fetch(url, { headers: revalidate });
    expect(again.status).toBe(304);
    await postsUpdate({ client: app.admin, path: { id: ids['new-published']! }, body: { title: 'Renamed', slug: 'new-published', content: '<p>New body</p>', publishStatus: 'published' } });
    const after = await fetch(url, { headers: revalidate });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { title: string }).title).toBe('Renamed');
  });

  it('unpublishing takes a post off the public site at once', async () => {
    expect((await publicGetPost({ client: app.anonymous, path: { slug: 'due-scheduled' } })).response?.status).toBe(200);
    await postsUpdate({ client: app.admin, path: { id: ids['due-scheduled']! }, body: { title: 'x', slug: 'due-scheduled', content: '<p>x</p>', publishStatus: 'draft' } });
    expect((await publicGetPost({ client: app.anonymous, path: { slug: 'due-scheduled' } })).response?.status).toBe(404);
  });

  it('publishes an RSS feed and a sitemap of the public posts only', async () => {
    const rss = await fetch(`${app.url}/rss.xml`);
    expect(rss.headers.get('content-type')).toMatch(/application\/rss\+xml/);
    const feed = await rss.text();
    expect(feed).toContain('<rss version="2.0"');
    expect(feed).toContain(`<link>${TEST_SITE_URL}/blog/old-published</link>`);
    expect(feed).not.toContain('a-draft');
    expect(feed).not.toContain('future-scheduled');
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${TEST_SITE_URL}/</loc>`);
    expect(sitemap).toContain(`<loc>${TEST_SITE_URL}/blog/old-published</loc>`);
    expect(sitemap).not.toContain('a-draft');
  });
});
