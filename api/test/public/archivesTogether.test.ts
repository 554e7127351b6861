import { beforeAll, describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember } from '../users/staff.ts';

const published = (slug: string, categoryIds: number[], tagIds: number[]) => ({ title: `Post ${slug}`, slug, content: `<p>About ${slug}.</p>`, publishStatus: 'published', categoryIds, tagIds });
const slugsOf = (body: Record<string, unknown>) => (body.items as { slug: string }[]).map((post) => post.slug).sort();

describe('the public list with a category, a tag and an author together', () => {
  const app = useNewsletterApp();
  let pennySlug: string;
  let quietSlug: string;

  beforeAll(async () => {
    const drills = (await call(app, app.cookie, 'POST', '/api/blog/categories', { name: 'Drills', slug: 'drills' })).body.id as number;
    const kitchen = (await call(app, app.cookie, 'POST', '/api/blog/tags', { name: 'Kitchen', slug: 'kitchen' })).body.id as number;
    await call(app, app.cookie, 'POST', '/api/blog/tags', { name: 'Lobs', slug: 'lobs' });
    const penny = await staffMember(app, 'author', 'penny');
    pennySlug = (await call(app, app.cookie, 'GET', `/api/users/${penny.id}`)).body.slug as string;
    const quiet = await staffMember(app, 'author', 'quiet');
    quietSlug = (await call(app, app.cookie, 'GET', `/api/users/${quiet.id}`)).body.slug as string;
    for (const [cookie, post] of [
      [penny.cookie, published('penny-drill', [drills], [kitchen])],
      [penny.cookie, published('penny-other', [], [kitchen])],
      [app.cookie, published('owner-drill', [drills], [kitchen])],
      [app.cookie, published('owner-untagged', [drills], [])],
    ] as const) {
      expect((await call(app, cookie, 'POST', '/api/blog/posts', post)).status).toBe(201);
    }
  });

  it('lists the posts that match all of them, with the category as the term and the author', async () => {
    const all = await call(app, undefined, 'GET', `/api/public/posts?category=drills&tag=kitchen&author=${pennySlug}`);
    expect(all.status).toBe(200);
    expect(slugsOf(all.body)).toEqual(['penny-drill']);
    expect(all.body).toMatchObject({ total: 1, term: { kind: 'category', slug: 'drills' }, author: { slug: pennySlug } });
    const both = await call(app, undefined, 'GET', '/api/public/posts?category=drills&tag=kitchen');
    expect(slugsOf(both.body)).toEqual(['owner-drill', 'penny-drill']);
    const byTag = await call(app, undefined, 'GET', `/api/public/posts?tag=kitchen&author=${pennySlug}`);
    expect(byTag.body).toMatchObject({ total: 2, term: { kind: 'tag', slug: 'kitchen' } });
  });

  it('an author with public posts, none of them matching, has an empty list; without any, a 404', async () => {
    const none = await call(app, undefined, 'GET', `/api/public/posts?tag=lobs&author=${pennySlug}`);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ items: [], total: 0, author: { slug: pennySlug } });
    const quiet = await call(app, undefined, 'GET', `/api/public/posts?category=drills&author=${quietSlug}`);
    expect(quiet.status).toBe(404);
    expect(quiet.body.detail).toBe('Author not found.');
  });

  it('an unknown category or tag among them is a 404 naming it', async () => {
    const category = await call(app, undefined, 'GET', `/api/public/posts?category=nope&tag=kitchen&author=${pennySlug}`);
    expect([category.status, category.body.detail]).toEqual([404, 'Category not found.']);
    const tag = await call(app, undefined, 'GET', '/api/public/posts?category=drills&tag=nope');
    expect([tag.status, tag.body.detail]).toEqual([404, 'Tag not found.']);
  });
});
