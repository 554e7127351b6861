import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/testApp.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember } from '../users/staff.ts';
import { useFreshApps } from './freshApp.ts';

const app = useNewsletterApp();
const { newSite } = useFreshApps();

type Row = Record<string, unknown>;
interface GhostFile {
  db: { meta: { exported_on: number; version: string }; data: Record<string, Row[]> }[];
}

const ghostExport = (url: string, cookie?: string) => fetch(`${url}/api/export/ghost`, { headers: cookie ? { Cookie: cookie } : {} });

/** Every post (with its tags' slugs) and page of a site, as the back office reads them, by slug. */
async function writing(site: { url: string }, cookie: string) {
  const tags = new Map(((await call(site, cookie, 'GET', '/api/blog/tags')).body as unknown as { id: number; slug: string }[]).map((tag) => [tag.id, tag.slug]));
  const categories = new Map(((await call(site, cookie, 'GET', '/api/blog/categories')).body as unknown as { id: number; slug: string }[]).map((term) => [term.id, term.slug]));
  const posts: Record<string, Row> = {};
  for (const { id } of (await call(site, cookie, 'GET', '/api/blog/posts')).body as unknown as { id: number }[]) {
    const post = (await call(site, cookie, 'GET', `/api/blog/posts/${id}`)).body as Row & { tagIds: number[]; categoryIds: number[] };
    posts[String(post.slug)] = {
      ...Object.fromEntries(['title', 'content', 'publishStatus', 'publishDate', 'metaDescription', 'featuredImage', 'featuredImageAlt', 'canonicalUrl', 'ogTitle', 'ogDescription', 'ogImage'].map((field) => [field, post[field]])),
      terms: [...post.categoryIds.map((termId) => categories.get(termId)), ...post.tagIds.map((termId) => tags.get(termId))],
    };
  }
  const pages: Record<string, Row> = {};
  for (const { id } of (await call(site, cookie, 'GET', '/api/pages')).body as unknown as { id: number }[]) {
    const page = (await call(site, cookie, 'GET', `/api/pages/${id}`)).body;
    pages[String(page.slug)] = Object.fromEntries(['title', 'content', 'isPublished', 'metaTitle', 'metaDescription', 'ogTitle', 'ogDescription', 'featuredImage'].map((field) => [field, page[field]]));
  }
  return { posts, pages };
}

describe('Ghost export', () => {
  it('is for admins only: 401 signed out, 403 below admin', { timeout: 60_000 }, async () => {
    const refused = await ghostExport(app.url);
    expect(refused.status).toBe(401);
    const editor = await staffMember(app, 'editor', 'eddie');
    const forbidden = await ghostExport(app.url, editor.cookie);
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });

  it("downloads posts, pages and tags in Ghost's format, which imports back with the same posts, pages, tags and links", { timeout: 90_000 }, async () => {
    const create = async (path: string, body: Row) => {
      const created = await call(app, app.cookie, 'POST', path, body);
      expect(created.status, `${path} ${created.body?.detail}`).toBe(201);
      return created.body.id as number;
    };
    const clubNews = await create('/api/blog/categories', { name: 'Club news', slug: 'club-news', description: 'What happens at the club' });
    const serving = await create('/api/blog/tags', { name: 'Serving', slug: 'serving' });
    const drills = await create('/api/blog/tags', { name: 'Drills', slug: 'drills' });
    const ahead = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString();
    await create('/api/blog/posts', {
      title: 'Serve deep, on purpose',
      slug: 'serve-deep',
      subtitle: 'Why a deep serve buys you time',
      content: '<p>Aim for the <strong>back third</strong>.</p><ul><li>Low</li><li>Deep</li></ul>',
      publishStatus: 'published',
      publishDate: '2025-03-04T09:30:00.000Z',
      metaDescription: 'Serve deep and win the first exchange.',
      featuredImage: 'https://images.example/serve.jpg',
      featuredImageAlt: 'A player serving',
      ogTitle: 'Serve deep',
      ogDescription: 'The first shot matters.',
      categoryIds: [clubNews],
      tagIds: [serving, drills],
    });
    await create('/api/blog/posts', { title: 'Drills for next week', slug: 'drills-next-week', content: '<p>Soon.</p>', publishStatus: 'draft', tagIds: [drills] });
    await create('/api/blog/posts', { title: 'Ladder night', slug: 'ladder-night', content: '<p>Twelve players.</p>', publishStatus: 'scheduled', publishDate: ahead, featuredImage: '/uploads/ladder.webp', featuredImageAlt: 'The ladder' });
    await create('/api/pages', { title: 'Membership fees', slug: 'membership-fees', content: '<h2>Fees</h2><p>Forty dollars a year.</p>', isPublished: true, metaTitle: 'Fees', metaDescription: 'What a year of play costs.' });
    await create('/api/pages', { title: 'Winter hours', slug: 'winter-hours', content: '<p>To be decided.</p>', isPublished: false });
    await create('/api/newsletter/subscribers', { email: 'reader@example.com', consentNote: 'Signed up at the club' });
    const before = await writing(app, app.cookie);

    const response = await ghostExport(app.url, app.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="pickleball-hub-ghost-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    expect(text).not.toMatch(/reader@example\.com|password|\$argon2/i);
    const file = JSON.parse(text) as GhostFile;
    const { meta, data } = file.db[0]!;
    expect(meta.version).toBe('5.0.0');
    expect(Math.abs(meta.exported_on - Date.now())).toBeLessThan(60_000);
    const bySlug = new Map(data.posts!.map((post) => [post.slug, post]));
    expect(bySlug.get('serve-deep')).toMatchObject({ type: 'post', status: 'published', published_at: '2025-03-04T09:30:00.000Z', custom_excerpt: 'Why a deep serve buys you time', feature_image: 'https://images.example/serve.jpg' });
    expect(bySlug.get('serve-deep')!.created_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(bySlug.get('drills-next-week')).toMatchObject({ type: 'post', status: 'draft', published_at: null });
    // Addresses written from this site's root lead back here from Ghost.
    expect(bySlug.get('ladder-night')).toMatchObject({ status: 'scheduled', published_at: ahead, feature_image: 'https://pickleball.example/uploads/ladder.webp' });
    expect(bySlug.get('membership-fees')).toMatchObject({ type: 'page', status: 'published', html: '<h2>Fees</h2><p>Forty dollars a year.</p>' });
    expect(bySlug.get('winter-hours')).toMatchObject({ type: 'page', status: 'draft' });
    const serveMeta = data.posts_meta!.find((row) => row.post_id === bySlug.get('serve-deep')!.id);
    expect(serveMeta).toMatchObject({ meta_description: 'Serve deep and win the first exchange.', og_title: 'Serve deep', og_description: 'The first shot matters.', feature_image_alt: 'A player serving' });
    const tagSlugs = new Map(data.tags!.map((tag) => [tag.id, tag.slug]));
    const linked = data.posts_tags!.filter((link) => link.post_id === bySlug.get('serve-deep')!.id).map((link) => tagSlugs.get(link.tag_id));
    expect(linked).toEqual(['club-news', 'serving', 'drills']);
    expect(data.users).toMatchObject([{ slug: 'admin', email: expect.any(String) }]);
    expect(data.posts_authors!.filter((link) => link.author_id === data.users![0]!.id)).toHaveLength(3);
    const log = await call(app, app.cookie, 'GET', `/api/activity?filter=${encodeURIComponent('{"action":"site.exportGhost"}')}`);
    expect(log.body).toMatchObject([{ actor: 'admin', action: 'site.exportGhost', detail: '3 posts, 2 pages' }]);

    // Into a new site through its own Ghost import.
    const fresh = await newSite();
    const cookie = await signIn(fresh.url);
    const imported = await fetch(`${fresh.url}/api/import/ghost`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: text });
    expect(imported.status).toBe(200);
    const report = (await imported.json()) as { create: { item: string }[]; skip: { item: string }[]; refuse: unknown[] };
    expect(report.refuse).toEqual([]);
    // The new site's sample content has a tag "serving": the post is linked to it.
    expect(report.skip.map((line) => line.item)).toContain('tag "serving"');
    expect(report.create.map((line) => line.item)).toEqual(expect.arrayContaining(['tag "club-news"', 'tag "drills"', 'post "serve-deep"', 'post "drills-next-week"', 'post "ladder-night"', 'page "membership-fees"', 'page "winter-hours"']));
    const after = await writing(fresh, cookie);
    for (const [slug, post] of Object.entries(before.posts)) {
      // Ghost has tags only: the category comes back as the first tag; the featured image from this site's root comes back absolute.
      const expected = slug === 'ladder-night' ? { ...post, featuredImage: 'https://pickleball.example/uploads/ladder.webp' } : post;
      expect(after.posts[slug], slug).toEqual(expected);
    }
    for (const [slug, page] of Object.entries(before.pages)) expect(after.pages[slug], slug).toEqual(page);
  });
});
