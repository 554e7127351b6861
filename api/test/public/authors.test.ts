import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_URL } from '../helpers/testApp.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember } from '../users/staff.ts';

const HOUR = 60 * 60 * 1000;
const published = (slug: string, hoursAgo: number) => ({
  title: `Post ${slug}`,
  slug,
  content: `<p>About ${slug}.</p>`,
  publishStatus: 'published',
  publishDate: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
});

describe('authors on the public site', () => {
  const app = useNewsletterApp();
  let penny: { id: number; cookie: string; email: string };
  let ownerName: string;
  let quietSlug: string;

  beforeAll(async () => {
    penny = await staffMember(app, 'author', 'penny');
    await call(app, app.cookie, 'PUT', `/api/users/${penny.id}`, { displayName: 'Penny Lane', bio: 'Coach and 4.5 player.', avatar: '/api/uploads/0123456789abcdef01234567.jpg' });
    const quiet = await staffMember(app, 'author', 'quiet');
    quietSlug = (await call(app, app.cookie, 'GET', `/api/users/${quiet.id}`)).body.slug as string;
    for (const [slug, hoursAgo] of [['penny-one', 3], ['penny-two', 2]] as const) {
      expect((await call(app, penny.cookie, 'POST', '/api/blog/posts', published(slug, hoursAgo))).status).toBe(201);
    }
    await call(app, penny.cookie, 'POST', '/api/blog/posts', { ...published('penny-draft', 1), publishStatus: 'draft' });
    await call(app, app.cookie, 'POST', '/api/blog/posts', published('owners-post', 1));
    ownerName = (await call(app, app.cookie, 'GET', '/api/auth/me')).body.displayName as string;
  });

  it('a public post and its card carry the byline: name, slug and picture, nothing private', async () => {
    const post = await call(app, undefined, 'GET', '/api/public/posts/penny-one');
    expect(post.status).toBe(200);
    expect(post.body.author).toEqual({ name: 'Penny Lane', slug: 'penny-lane', avatar: '/api/uploads/0123456789abcdef01234567.jpg' });
    expect(JSON.stringify(post.body)).not.toContain(penny.email);
    const list = await call(app, undefined, 'GET', '/api/public/posts?page=1&pageSize=10');
    const cards = list.body.items as { slug: string; author?: unknown }[];
    expect(cards.map((card) => [card.slug, card.author])).toEqual([
      ['owners-post', { name: ownerName, slug: 'admin' }],
      ['penny-two', { name: 'Penny Lane', slug: 'penny-lane', avatar: expect.any(String) }],
      ['penny-one', { name: 'Penny Lane', slug: 'penny-lane', avatar: expect.any(String) }],
    ]);
  });

  it("an author's page lists their public posts, paged, with their name, bio and picture", async () => {
    const first = await call(app, undefined, 'GET', '/api/public/posts?author=penny-lane&page=1&pageSize=1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 1, total: 2, totalPages: 2 });
    expect(first.body.author).toEqual({ name: 'Penny Lane', slug: 'penny-lane', bio: 'Coach and 4.5 player.', avatar: '/api/uploads/0123456789abcdef01234567.jpg' });
    expect((first.body.items as { slug: string }[]).map((p) => p.slug)).toEqual(['penny-two']);
    const second = await call(app, undefined, 'GET', '/api/public/posts?author=penny-lane&page=2&pageSize=1');
    expect((second.body.items as { slug: string }[]).map((p) => p.slug)).toEqual(['penny-one']);
  });

  it("a new author's page is named after the display name, never the sign-in name", () => {
    expect(quietSlug).not.toContain('quiet');
  });

  it('an unknown author, or staff with no public post, is a 404', async () => {
    for (const slug of ['nobody', quietSlug]) {
      const answer = await call(app, undefined, 'GET', `/api/public/posts?author=${slug}`);
      expect(answer.status).toBe(404);
      expect(answer.body.detail).toBe('Author not found.');
    }
  });

  it('RSS names each post’s creator; the sitemap lists the pages of authors with public posts', async () => {
    const rss = await (await fetch(`${app.url}/rss.xml`)).text();
    expect(rss).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    const item = rss.split('<item>').find((part) => part.includes('/blog/penny-one'));
    expect(item).toContain('<dc:creator>Penny Lane</dc:creator>');
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${TEST_SITE_URL}/blog/author/penny-lane</loc>`);
    expect(sitemap).toContain(`<loc>${TEST_SITE_URL}/blog/author/admin</loc>`);
    expect(sitemap).not.toContain(`/blog/author/${quietSlug}`);
  });

  it('a profile change shows on the public pages at once (the cached bodies are cleared)', async () => {
    expect((await call(app, undefined, 'GET', '/api/public/posts/penny-two')).body.author).toMatchObject({ name: 'Penny Lane' });
    const renamed = await call(app, app.cookie, 'PUT', `/api/users/${penny.id}`, { displayName: 'Penny Smash', slug: 'penny-smash', avatar: '' });
    expect(renamed.status).toBe(200);
    expect((await call(app, undefined, 'GET', '/api/public/posts/penny-two')).body.author).toEqual({ name: 'Penny Smash', slug: 'penny-smash' });
    expect((await call(app, undefined, 'GET', '/api/public/posts?author=penny-lane')).status).toBe(404);
    expect((await call(app, undefined, 'GET', '/api/public/posts?author=penny-smash')).body.total).toBe(2);
    // Their own profile screen clears them too.
    expect((await call(app, penny.cookie, 'PUT', '/api/auth/me', { displayName: 'Penny P.' })).status).toBe(200);
    expect((await call(app, undefined, 'GET', '/api/public/posts/penny-two')).body.author).toMatchObject({ name: 'Penny P.' });
  });

  it("deleting an author hands their posts, and so their bylines, to the heir at once; their page is gone", async () => {
    const leaving = await staffMember(app, 'author', 'leaving');
    const slug = (await call(app, app.cookie, 'GET', `/api/users/${leaving.id}`)).body.slug as string;
    expect((await call(app, leaving.cookie, 'POST', '/api/blog/posts', published('leaving-post', 1))).status).toBe(201);
    expect((await call(app, undefined, 'GET', '/api/public/posts/leaving-post')).body.author).toMatchObject({ slug });
    expect((await call(app, undefined, 'GET', `/api/public/posts?author=${slug}`)).status).toBe(200);
    const ownerId = (await call(app, app.cookie, 'GET', '/api/auth/me')).body.id as number;
    expect((await call(app, app.cookie, 'DELETE', `/api/users/${leaving.id}?inheritorId=${ownerId}`)).status).toBe(200);
    expect((await call(app, undefined, 'GET', '/api/public/posts/leaving-post')).body.author).toEqual({ name: ownerName, slug: 'admin' });
    expect((await call(app, undefined, 'GET', `/api/public/posts?author=${slug}`)).status).toBe(404);
  });
});
