import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPost, PublicPostPage } from '../../../codegen/hey-api/types.gen.ts';
import type { PostDoc } from '../../src/posts/repository/records.ts';
import { createPublicCache } from '../../src/public/cache.ts';
import { createPublicReadService, type PublicPosts } from '../../src/public/service.ts';
import type { Term, TermKind, TermLookup } from '../../src/taxonomy/termLookup.ts';

const NOW = new Date('2030-01-01T12:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const SITE = 'https://pickleball.example';

let nextId = 1;
function post(fields: Partial<PostDoc> & Pick<PostDoc, 'title' | 'slug'>): PostDoc {
  const id = nextId++;
  return {
    id,
    subtitle: '',
    content: `<p>${fields.title} in a few words.</p>`,
    metaDescription: '',
    publishStatus: 'published',
    publishDate: minutes(-60 + id),
    featuredImage: '',
    featuredImageAlt: '',
    canonicalUrl: '',
    ogTitle: '',
    ogDescription: '',
    ogImage: '',
    tagIds: [],
    categoryIds: [],
    version: 1,
    createdAt: minutes(-120),
    updatedAt: minutes(-30 + id),
    ...fields,
  };
}

/** The post queries over an array: public means published, or scheduled and due. */
function fakePosts(docs: PostDoc[], renamed: Record<string, string> = {}) {
  const calls = { publicPage: 0, publicBySlug: 0 };
  const isPublic = (doc: PostDoc, now: Date) => doc.publishStatus !== 'draft' && doc.publishDate !== null && doc.publishDate <= now;
  const newestFirst = (now: Date) => docs.filter((d) => isPublic(d, now)).sort((a, b) => b.publishDate!.getTime() - a.publishDate!.getTime());
  const posts: PublicPosts = {
    async publicPage({ skip, limit, categoryId, tagId, now }) {
      calls.publicPage += 1;
      const matching = newestFirst(now).filter((d) => (categoryId === undefined || d.categoryIds.includes(categoryId)) && (tagId === undefined || d.tagIds.includes(tagId)));
      return { docs: matching.slice(skip, skip + limit), total: matching.length };
    },
    async publicBySlug(slug, now) {
      calls.publicBySlug += 1;
      return newestFirst(now).find((d) => d.slug === slug) ?? null;
    },
    async publicRedirect(slug, now) {
      const to = renamed[slug];
      return to && newestFirst(now).some((d) => d.slug === to) ? to : null;
    },
    async publicRelated(doc, limit, now) {
      return newestFirst(now).filter((d) => d !== doc && d.categoryIds.some((id) => doc.categoryIds.includes(id))).slice(0, limit);
    },
    async publicFeed(limit, now) {
      return newestFirst(now).slice(0, limit);
    },
    async publicIndex(now) {
      return newestFirst(now);
    },
    async nextScheduledAt(now) {
      const times = docs.filter((d) => d.publishStatus === 'scheduled' && d.publishDate! > now).map((d) => d.publishDate!.getTime());
      return times.length ? Math.min(...times) : undefined;
    },
  };
  return { posts, calls };
}

function fakeTerms(terms: Record<TermKind, Term[]>): TermLookup {
  return {
    async byIds(kind, ids) {
      return new Map(terms[kind].filter((t) => ids.includes(t.id)).map((t) => [t.id, t]));
    },
    async bySlug(kind, slug) {
      return terms[kind].find((t) => t.slug === slug) ?? null;
    },
  };
}

const terms = fakeTerms({
  category: [
    { id: 1, name: 'Gear', slug: 'gear', description: 'Paddles and shoes' },
    { id: 2, name: 'Rules', slug: 'rules', description: '' },
  ],
  tag: [{ id: 7, name: 'Beginner', slug: 'beginner' }],
});

const json = <T>(read: { entry: { body: string } }) => JSON.parse(read.entry.body) as T;

describe('the public read service', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  function setUp(docs: PostDoc[], renamed?: Record<string, string>) {
    const { posts, calls } = fakePosts(docs, renamed);
    const cache = createPublicCache({ ttlMs: 60_000 });
    const service = createPublicReadService({ posts, terms, cache, siteUrl: SITE, imageInfo: async () => undefined });
    return { service, cache, calls };
  }

  it('lists public posts newest first, a page at a time, with their categories in the order the post gives them', async () => {
    const docs = [post({ title: 'Oldest', slug: 'oldest', categoryIds: [2, 1] }), post({ title: 'Middle', slug: 'middle' }), post({ title: 'Draft', slug: 'draft', publishStatus: 'draft' }), post({ title: 'Newest', slug: 'newest' })];
    const { service } = setUp(docs);
    const first = json<PublicPostPage>(await service.list({ page: 1, pageSize: 2 }));
    expect(first.items.map((p) => p.slug)).toEqual(['newest', 'middle']);
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    const second = json<PublicPostPage>(await service.list({ page: 2, pageSize: 2 }));
    expect(second.items.map((p) => p.slug)).toEqual(['oldest']);
    expect(second.items[0]!.categories).toEqual([
      { id: 2, name: 'Rules', slug: 'rules' },
      { id: 1, name: 'Gear', slug: 'gear' },
    ]);
  });

  it("gives an archive its term and only its posts, and a 404 body for a term that does not exist", async () => {
    const { service } = setUp([post({ title: 'Paddles', slug: 'paddles', categoryIds: [1] }), post({ title: 'Serving', slug: 'serving', tagIds: [7] })]);
    const gear = json<PublicPostPage>(await service.list({ page: 1, pageSize: 10, category: 'gear' }));
    expect(gear.items.map((p) => p.slug)).toEqual(['paddles']);
    expect(gear.term).toEqual({ kind: 'category', name: 'Gear', slug: 'gear', description: 'Paddles and shoes' });
    const beginner = json<PublicPostPage>(await service.list({ page: 1, pageSize: 10, tag: 'beginner' }));
    expect(beginner.term).toEqual({ kind: 'tag', name: 'Beginner', slug: 'beginner', description: '' });
    const missing = await service.list({ page: 1, pageSize: 10, tag: 'nope' });
    expect(missing.entry.status).toBe(404);
    expect(json<{ detail: string }>(missing).detail).toBe('Tag not found.');
  });

  it("takes a category and a tag together as the posts in both, with the category's term", async () => {
    const { service } = setUp([post({ title: 'Both', slug: 'both', categoryIds: [1], tagIds: [7] }), post({ title: 'Paddles', slug: 'paddles', categoryIds: [1] }), post({ title: 'Serving', slug: 'serving', tagIds: [7] })]);
    const both = json<PublicPostPage>(await service.list({ page: 1, pageSize: 10, category: 'gear', tag: 'beginner' }));
    expect(both.items.map((p) => p.slug)).toEqual(['both']);
    expect(both).toMatchObject({ total: 1, term: { kind: 'category', slug: 'gear' } });
    const unknownTag = await service.list({ page: 1, pageSize: 10, category: 'gear', tag: 'nope' });
    expect(unknownTag.entry.status).toBe(404);
    expect(json<{ detail: string }>(unknownTag).detail).toBe('Tag not found.');
  });

  it('reads one post with its tags and related posts, redirects an old slug and has no draft', async () => {
    const { service } = setUp(
      [post({ title: 'Paddles', slug: 'paddles', categoryIds: [1], tagIds: [7] }), post({ title: 'Shoes', slug: 'shoes', categoryIds: [1] }), post({ title: 'Secret', slug: 'secret', publishStatus: 'draft' })],
      { 'old-paddles': 'paddles' },
    );
    const paddles = json<PublicPost>(await service.post('paddles'));
    expect(paddles.tags).toEqual([{ id: 7, name: 'Beginner', slug: 'beginner' }]);
    expect(paddles.related.map((p) => p.slug)).toEqual(['shoes']);
    const renamed = await service.post('old-paddles');
    expect(renamed.entry).toMatchObject({ status: 301, body: 'paddles' });
    expect((await service.post('secret')).entry.status).toBe(404);
  });

  it('computes a body once until a write clears the cache', async () => {
    const docs = [post({ title: 'First', slug: 'first' })];
    const { service, cache, calls } = setUp(docs);
    const before = await service.list({ page: 1, pageSize: 10 });
    expect((await service.list({ page: 1, pageSize: 10 })).entry).toBe(before.entry);
    expect(calls.publicPage).toBe(1);
    docs.push(post({ title: 'Second', slug: 'second' }));
    cache.invalidate();
    expect(json<PublicPostPage>(await service.list({ page: 1, pageSize: 10 })).total).toBe(2);
    expect(calls.publicPage).toBe(2);
  });

  it('shows a scheduled post once its time comes, without a write', async () => {
    const { service } = setUp([post({ title: 'Now', slug: 'now' }), post({ title: 'Soon', slug: 'soon', publishStatus: 'scheduled', publishDate: minutes(1) })]);
    expect(json<PublicPostPage>(await service.list({ page: 1, pageSize: 10 })).items.map((p) => p.slug)).toEqual(['now']);
    expect((await service.post('soon')).entry.status).toBe(404);
    vi.setSystemTime(minutes(2));
    expect(json<PublicPostPage>(await service.list({ page: 1, pageSize: 10 })).items.map((p) => p.slug)).toEqual(['soon', 'now']);
    expect((await service.post('soon')).entry.status).toBe(200);
  });

  it('writes RSS and the sitemap at the site origin from the same posts and terms', async () => {
    const { service } = setUp([post({ title: 'Paddles & balls', slug: 'paddles', categoryIds: [1], tagIds: [7] }), post({ title: 'Hidden', slug: 'hidden', publishStatus: 'draft' })]);
    const rss = (await service.rss()).entry;
    expect(rss.contentType).toBe('application/rss+xml; charset=utf-8');
    expect(rss.body).toContain(`<link>${SITE}/blog/paddles</link>`);
    expect(rss.body).toContain('<title>Paddles &amp; balls</title>');
    expect(rss.body).toContain('<category>Gear</category>');
    expect(rss.body).not.toContain('hidden');
    const sitemap = (await service.sitemap()).entry.body;
    for (const path of ['/', '/blog', '/blog/paddles', '/blog/category/gear', '/blog/tag/beginner']) expect(sitemap).toContain(`<loc>${SITE}${path}</loc>`);
    expect(sitemap).not.toContain('hidden');
  });

  it('keeps a rendered page with the status it was rendered with, rendering it once', async () => {
    const { service } = setUp([]);
    const render = vi.fn(async (url: string) => ({ status: url === '/_not-found' ? 404 : 200, html: `<p>${url}</p>` }));
    const page = await service.page('/blog', render);
    expect(page.entry).toMatchObject({ status: 200, body: '<p>/blog</p>', contentType: 'text/html; charset=utf-8' });
    await service.page('/blog', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect((await service.page('/_not-found', render)).entry.status).toBe(404);
  });
});
