import { beforeAll, describe, expect, it } from 'vitest';
import { categoriesCreate, categoriesUpdate, courtsCreate, postsCreate, postsDelete, postsUpdate, searchQuery, tagsCreate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { Post, PostInput, SearchHit, SearchResults } from '../../../codegen/hey-api/types.gen.ts';
import { atTime } from '../helpers/clock.ts';
import { useTestApp } from '../helpers/testApp.ts';

const HOUR = 60 * 60 * 1000;

describe('site search', () => {
  const app = useTestApp();
  let categoryId = 0;

  const post = async (slug: string, title: string, content: string, extra: Partial<PostInput> = {}): Promise<Post> => {
    const { data, response } = await postsCreate({
      client: app.admin,
      body: { title, slug, content: `<p>${content}</p>`, publishStatus: 'published', publishDate: new Date(Date.now() - HOUR).toISOString(), ...extra },
    });
    expect(response?.status, slug).toBe(201);
    return data!;
  };
  const search = async (q: string, page?: number): Promise<SearchResults> => {
    const { data, response } = await searchQuery({ client: app.anonymous, query: { q, ...(page ? { page } : {}) } });
    expect(response?.status, q).toBe(200);
    return data!;
  };
  const postUrls = async (q: string) => (await search(q)).posts.items.map((hit) => hit.url);
  const marked = (text: string, marks: SearchHit['titleMarks']) => marks.map(({ start, end }) => text.slice(start, end));

  beforeAll(async () => {
    categoryId = (await categoriesCreate({ client: app.admin, body: { name: 'Strategy', slug: 'strategy' } })).data!.id;
    const tag = (await tagsCreate({ client: app.admin, body: { name: 'Erne', slug: 'erne' } })).data!;
    await post('third-shot-drop', 'The Third Shot Drop', 'A soft shot that lands in the kitchen after the serve and return.', { categoryIds: [categoryId] });
    await post('paddle-guide', 'Choosing a Paddle', 'Weight, grip and core: how paddles differ and which suits your game.', { tagIds: [tag.id] });
    await post('volley-basics', 'Volley Basics', 'Stay ready at the net. A lob can beat you.');
    await post('net-play', 'Playing at the Net', 'Good volleys win points; the volley is a reflex shot.');
    await post('dink-older', 'Dink Patience', 'Wait for the high ball.', { publishDate: new Date(Date.now() - 48 * HOUR).toISOString() });
    await post('dink-newer', 'Dink Patience', 'Wait for the high ball.', { publishDate: new Date(Date.now() - 2 * HOUR).toISOString() });
    await post('secret-draft', 'Zebra Drill Draft', 'Zebra drill for the team.', { publishStatus: 'draft', publishDate: null });
    await post('secret-future', 'Zebra Drill Future', 'Zebra drill for the team.', { publishStatus: 'scheduled', publishDate: new Date(Date.now() + 48 * HOUR).toISOString() });
    await post('markup', 'Spin Serves', 'A <strong>topspin</strong> serve &amp; a slice: <em>spin</em> tricks.');
  });

  it('forgives typos', async () => {
    const results = await search('thrid shot');
    expect(results.posts.items[0]).toMatchObject({ url: '/blog/third-shot-drop', title: 'The Third Shot Drop', category: 'Strategy' });
    expect(marked(results.posts.items[0]!.title, results.posts.items[0]!.titleMarks)).toEqual(['Third', 'Shot']);
  });

  it('matches prefixes and word forms', async () => {
    expect(await postUrls('paddl')).toContain('/blog/paddle-guide');
    expect(await postUrls('paddles')).toContain('/blog/paddle-guide');
    expect(await postUrls('serving')).toContain('/blog/third-shot-drop');
  });

  it('ranks a title above the text, and the newer of two equal posts first', async () => {
    expect((await postUrls('volley')).slice(0, 2)).toEqual(['/blog/volley-basics', '/blog/net-play']);
    expect(await postUrls('dink patience')).toEqual(['/blog/dink-newer', '/blog/dink-older']);
  });

  it('counts tags and categories', async () => {
    expect(await postUrls('erne')).toEqual(['/blog/paddle-guide']);
    expect(await postUrls('strategy')).toEqual(['/blog/third-shot-drop']);
  });

  it('gives a plain-text snippet with the matched words marked', async () => {
    const hit = (await search('topspin')).posts.items[0]!;
    expect(hit.snippet).toBe('A topspin serve & a slice: spin tricks.');
    expect(marked(hit.snippet, hit.snippetMarks)).toEqual(['topspin']);
    expect(hit.date).toEqual(expect.any(String));
  });

  it('never finds drafts or posts scheduled for later, not even as a count', async () => {
    const results = await search('zebra drill');
    expect(results.posts).toEqual({ total: 0, items: [] });
    expect(results.totalPages).toBe(0);
  });

  it('finds a scheduled post once its time has come', async () => {
    await search('zebra');
    const later = Date.now() + 49 * HOUR;
    const results = await atTime(later, () => search('zebra'));
    expect(results.posts.items.map((hit) => hit.url)).toEqual(['/blog/secret-future']);
  });

  it('drops a post the moment it is unpublished or deleted, and sees a publish at once', async () => {
    const created = await post('ephemeral', 'Quokka Footwork', 'Split step.');
    expect(await postUrls('quokka')).toEqual(['/blog/ephemeral']);
    const input = { title: created.title, slug: created.slug, content: created.content, publishStatus: 'draft' as const, publishDate: null, version: created.version };
    const unpublished = await postsUpdate({ client: app.admin, path: { id: created.id }, body: input });
    expect(unpublished.response?.status).toBe(200);
    expect(await postUrls('quokka')).toEqual([]);
    const republished = await postsUpdate({ client: app.admin, path: { id: created.id }, body: { ...input, title: 'Quokka Footwork Again', publishStatus: 'published', publishDate: new Date().toISOString(), version: unpublished.data!.version } });
    expect(republished.response?.status).toBe(200);
    expect((await search('quokka')).posts.items.map((hit) => hit.title)).toEqual(['Quokka Footwork Again']);
    await postsDelete({ client: app.admin, path: { id: created.id } });
    expect(await postUrls('quokka')).toEqual([]);
  });

  it('re-indexes posts when their category is renamed', async () => {
    await categoriesUpdate({ client: app.admin, path: { id: categoryId }, body: { name: 'Tactics', slug: 'strategy' } });
    expect(await postUrls('tactics')).toEqual(['/blog/third-shot-drop']);
  });

  it('finds courts, and offers the court finder for a place with its count within 25 miles', async () => {
    await courtsCreate({ client: app.admin, body: { name: 'Zilker Park Courts', city: 'Austin', state: 'TX', zip: '78704', outdoorCourts: 4 } });
    await courtsCreate({ client: app.admin, body: { name: 'Round Rock Center', city: 'Round Rock', state: 'TX', zip: '78664', indoorCourts: 2 } });
    const byName = await search('zilker');
    expect(byName.courts.items.map((hit) => hit.title)).toEqual(['Zilker Park Courts']);
    expect(byName.place).toBeUndefined();

    expect((await search('78701')).place).toEqual({ label: 'Austin, TX 78701', near: '78701', miles: 25, courts: 2 });
    expect((await search('Austin, TX')).place).toMatchObject({ label: 'Austin, TX', near: 'Austin, TX', courts: 2 });
    expect((await search('courts in Denver')).place).toEqual({ label: 'Denver, CO', near: 'Denver, CO', miles: 25, courts: 0 });
    expect((await search('third shot')).place).toBeUndefined();
  });

  it('pages every group', async () => {
    for (let i = 0; i < 11; i += 1) await post(`wombat-${i}`, `Wombat Tip ${i}`, 'Short.');
    const first = await search('wombat');
    expect(first).toMatchObject({ page: 1, pageSize: 10, totalPages: 2, posts: { total: 11 } });
    expect(first.posts.items).toHaveLength(10);
    const second = await search('wombat', 2);
    expect(second.posts.items).toHaveLength(1);
  });

  it('refuses a missing, empty or too long query and a page out of range', async () => {
    for (const query of [{}, { q: '' }, { q: 'x'.repeat(101) }, { q: 'dink', page: 0 }, { q: 'dink', page: 101 }]) {
      const { response, error } = await searchQuery({ client: app.anonymous, query: query as { q: string } });
      expect(response?.status, JSON.stringify(query)).toBe(400);
      expect(error).toMatchObject({ status: 400 });
    }
  });
});
