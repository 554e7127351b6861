import { beforeAll, describe, expect, it } from 'vitest';
import { categoriesCreate, postsCreate, postsDelete, postsDuplicate, postsGet, postsList, postsUpdate, tagsCreate } from '../../codegen/hey-api/sdk.gen.ts';
import type { PostInput } from '../../codegen/hey-api/types.gen.ts';
import { useTestApp } from './helpers/testApp.ts';

const base: PostInput = {
  title: 'Dinking Patterns for Doubles',
  slug: 'dinking-patterns-for-doubles',
  content: '<p>Cross-court dinks travel over the lowest part of the net.</p>',
  metaDescription: 'Three dinking patterns that keep you out of trouble.',
  publishStatus: 'draft',
};

describe('posts API', () => {
  const app = useTestApp();
  let tagIds: number[] = [];
  let categoryId = 0;

  const create = (body: Partial<PostInput>) => postsCreate({ client: app.admin, body: { ...base, ...body } });

  beforeAll(async () => {
    const tags = await Promise.all(['Dinking', 'Doubles'].map((name) => tagsCreate({ client: app.admin, body: { name, slug: name.toLowerCase() } })));
    tagIds = tags.map((t) => t.data!.id);
    categoryId = (await categoriesCreate({ client: app.admin, body: { name: 'Technique', slug: 'technique' } })).data!.id;
  });

  it('creates a post with tags and categories and reads it back with their names', async () => {
    const { data, response } = await create({ tagIds, categoryIds: [categoryId] });
    expect(response?.status).toBe(201);
    expect(data).toMatchObject({ title: base.title, slug: base.slug, publishStatus: 'draft', publishDate: null, version: 1 });
    const read = await postsGet({ client: app.admin, path: { id: data!.id } });
    expect(read.data?.tags).toEqual([{ id: tagIds[0], name: 'Dinking' }, { id: tagIds[1], name: 'Doubles' }]);
    expect(read.data?.categories).toEqual([{ id: categoryId, name: 'Technique' }]);
    expect(read.data?.content).toBe(base.content);
  });

  it('gives concurrent creates distinct ids and refuses all but one of a contested slug', async () => {
    const fresh = await Promise.all(Array.from({ length: 12 }, (_, i) => create({ slug: `burst-${i}` })));
    expect(fresh.map((r) => r.response?.status)).toEqual(Array(12).fill(201));
    expect(new Set(fresh.map((r) => r.data!.id)).size).toBe(12);
    const contested = await Promise.all(Array.from({ length: 6 }, () => create({ slug: 'contested-slug' })));
    expect(contested.map((r) => r.response?.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it.each([
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ slug: '' }, 'slug', 'Slug is required'],
    [{ slug: 'Has Spaces' }, 'slug', 'Slug may contain only lowercase letters, digits and hyphens'],
    [{ content: '<p> </p>' }, 'content', 'Content is required'],
    [{ metaDescription: 'x'.repeat(161) }, 'metaDescription', 'Meta description should be less than 160 characters'],
    [{ publishStatus: 'scheduled', publishDate: null }, 'publishDate', 'Choose a publish date for a scheduled post'],
    [{ publishDate: 'next tuesday' }, 'publishDate', 'Publish date must be a valid date and time'],
    [{ featuredImage: 'javascript:alert(1)' }, 'featuredImage', 'Enter a full http(s) URL or a site path starting with /'],
    [{ tagIds: [99999] }, 'tagIds', 'Unknown tag id: 99999'],
    [{ categoryIds: [88888] }, 'categoryIds', 'Unknown category id: 88888'],
  ] as const)('refuses %j with 400 on %s', async (change, field, message) => {
    const before = (await postsList({ client: app.admin })).data!.length;
    const { error, response } = await create({ ...change, slug: 'slug' in change ? change.slug : `valid-${field.toLowerCase()}` } as Partial<PostInput>);
    expect(response?.status).toBe(400);
    expect(response?.headers.get('content-type')).toMatch(/problem\+json/);
    expect(error).toMatchObject({ status: 400, errors: { [field]: message } });
    expect((await postsList({ client: app.admin })).data!.length).toBe(before);
  });

  it('counts a meta description in characters as the contract does: 160 emoji are taken, 161 refused', async () => {
    const paddle = '\u{1F3D3}';
    const fits = await create({ slug: 'emoji-meta-description', metaDescription: paddle.repeat(160) });
    expect(fits.response?.status).toBe(201);
    expect(fits.data?.metaDescription).toBe(paddle.repeat(160));
    const over = await postsUpdate({ client: app.admin, path: { id: fits.data!.id }, body: { ...base, slug: 'emoji-meta-description', metaDescription: paddle.repeat(161) } });
    expect(over.response?.status).toBe(400);
    expect(over.response?.headers.get('content-type')).toMatch(/problem\+json/);
    expect(over.error).toMatchObject({ status: 400, errors: { metaDescription: 'Meta description should be less than 160 characters' } });
  });

  it('refuses a missing title, unknown fields and wrong types with 400', async () => {
    const { title: _t, ...noTitle } = base;
    const missing = await postsCreate({ client: app.admin, body: noTitle as PostInput });
    expect(missing.error).toMatchObject({ errors: { title: 'Title is required' } });
    const extra = await postsCreate({ client: app.admin, body: { ...base, slug: 'extra', isAdmin: true } as PostInput });
    expect(extra.response?.status).toBe(400);
    const operator = await postsCreate({ client: app.admin, body: { ...base, title: { $gt: '' } } as unknown as PostInput });
    expect(operator.response?.status).toBe(400);
  });

  it('answers a slug already used with 409 and a message that says so', async () => {
    await create({ slug: 'taken-slug' });
    const { error, response } = await create({ slug: 'taken-slug', title: 'Another' });
    expect(response?.status).toBe(409);
    expect(error).toMatchObject({ detail: 'A post with the slug "taken-slug" already exists.', errors: { slug: 'A post with the slug "taken-slug" already exists.' } });
  });

  it('answers a save that takes another post’s slug with 409, with and without a version, and changes nothing', async () => {
    await create({ slug: 'held-slug' });
    const other = (await create({ slug: 'other-slug' })).data!;
    for (const version of [other.version, undefined]) {
      const { error, response } = await postsUpdate({ client: app.admin, path: { id: other.id }, body: { ...base, slug: 'held-slug', version } });
      expect(response?.status).toBe(409);
      expect(error).toMatchObject({ errors: { slug: 'A post with the slug "held-slug" already exists.' } });
    }
    const { data } = await postsGet({ client: app.admin, path: { id: other.id } });
    expect(data).toMatchObject({ slug: 'other-slug', version: other.version });
  });

  it('updates a post, stamping publishDate when it is published, and bumps the version', async () => {
    const created = (await create({ slug: 'to-update' })).data!;
    const { data, response } = await postsUpdate({ client: app.admin, path: { id: created.id }, body: { ...base, slug: 'to-update', title: 'Updated title', publishStatus: 'published', version: created.version } });
    expect(response?.status).toBe(200);
    expect(data).toMatchObject({ title: 'Updated title', publishStatus: 'published', version: 2 });
    expect(Date.parse(data!.publishDate!)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a save from a stale copy with 409 and keeps the other edit', async () => {
    const created = (await create({ slug: 'contested' })).data!;
    const first = await postsUpdate({ client: app.admin, path: { id: created.id }, body: { ...base, slug: 'contested', title: 'First editor', version: created.version } });
    expect(first.response?.status).toBe(200);
    const second = await postsUpdate({ client: app.admin, path: { id: created.id }, body: { ...base, slug: 'contested', title: 'Second editor', version: created.version } });
    expect(second.response?.status).toBe(409);
    expect(second.error).toMatchObject({ detail: expect.stringMatching(/changed elsewhere/) });
    expect((await postsGet({ client: app.admin, path: { id: created.id } })).data?.title).toBe('First editor');
  });

  it('answers 404 for a post that does not exist, on read, update, delete and duplicate', async () => {
    const path = { id: 424242 };
    expect((await postsGet({ client: app.admin, path })).response?.status).toBe(404);
    expect((await postsUpdate({ client: app.admin, path, body: base })).response?.status).toBe(404);
    expect((await postsDelete({ client: app.admin, path })).response?.status).toBe(404);
    expect((await postsDuplicate({ client: app.admin, path })).response?.status).toBe(404);
  });

  it('answers a malformed id with 400', async () => {
    const response = await fetch(`${app.url}/api/blog/posts/abc`, { headers: { Cookie: app.cookie } });
    expect(response?.status).toBe(400);
  });

  it('duplicates as a draft "(Copy)" with a free slug and the same content, tags and categories', async () => {
    const original = (await create({ slug: 'original', publishStatus: 'published', tagIds, categoryIds: [categoryId] })).data!;
    const first = await postsDuplicate({ client: app.admin, path: { id: original.id } });
    const second = await postsDuplicate({ client: app.admin, path: { id: original.id } });
    expect(first.response?.status).toBe(201);
    expect(first.data).toMatchObject({ title: `${base.title} (Copy)`, slug: 'original-copy', publishStatus: 'draft', publishDate: null, content: base.content, tagIds, categoryIds: [categoryId] });
    expect(second.data?.slug).toBe('original-copy-2');
  });

  it('deletes a post and answers with what it was', async () => {
    const created = (await create({ slug: 'to-delete' })).data!;
    const { data, response } = await postsDelete({ client: app.admin, path: { id: created.id } });
    expect(response?.status).toBe(200);
    expect(data).toMatchObject({ id: created.id, slug: 'to-delete' });
    expect((await postsGet({ client: app.admin, path: { id: created.id } })).response?.status).toBe(404);
  });

  it('sanitizes content to what the editor produces', async () => {
    const content = [
      '<h1 style="text-align: center; color: red">Title</h1>',
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">bad</a> <a href="https://usapickleball.org" target="_blank">rules</a></p>',
      '<script>alert(1)</script><iframe src="https://evil.example"></iframe><style>body{}</style>',
      '<img src="data:image/png;base64,AAAA" onerror="x()"><img src="https://example.com/a.png" alt="court">',
      '<pre><code>dink()</code></pre><blockquote>Soft hands.</blockquote><ul><li>one</li></ul>',
    ].join('');
    const { data } = await create({ slug: 'sanitized', content });
    expect(data!.content).toBe(
      '<h1 style="text-align:center">Title</h1>' +
        '<p>Hi <a>bad</a> <a href="https://usapickleball.org" target="_blank" rel="noopener noreferrer nofollow">rules</a></p>' +
        '<img /><img src="https://example.com/a.png" alt="court" />' +
        '<pre><code>dink()</code></pre><blockquote>Soft hands.</blockquote><ul><li>one</li></ul>',
    );
  });

  it("opens the site's own pages in place (no target, no nofollow) and another site's in a new tab", async () => {
    const content =
      '<p><a href="/blog/kitchen-guide" target="_blank" rel="nofollow">kitchen guide</a> ' +
      '<a href="#drills" target="_blank">drills</a> <a href="https://usapickleball.org/rules" target="_blank">rules</a></p>';
    const { data } = await create({ slug: 'own-links', content });
    expect(data!.content).toBe(
      '<p><a href="/blog/kitchen-guide">kitchen guide</a> <a href="#drills">drills</a> ' +
        '<a href="https://usapickleball.org/rules" target="_blank" rel="noopener noreferrer nofollow">rules</a></p>',
    );
  });

  describe('list in the react-admin dialect', () => {
    const get = (query: Record<string, unknown>) => {
      const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
      return fetch(`${app.url}/api/blog/posts?${params}`, { headers: { Cookie: app.cookie } });
    };

    it('pages, sorts and reports the total in Content-Range', async () => {
      const all = (await postsList({ client: app.admin })).data!;
      const response = await get({ sort: ['title', 'ASC'], range: [0, 1] });
      expect(response?.status).toBe(200);
      expect(response?.headers.get('content-range')).toBe(`posts 0-1/${all.length}`);
      const rows = (await response.json()) as { title: string }[];
      expect(rows.map((r) => r.title)).toEqual(all.map((p) => p.title).sort().slice(0, 2));
    });

    it('filters by title (any case) and status', async () => {
      await create({ slug: 'kitchen-one', title: 'The KITCHEN line', publishStatus: 'published' });
      const byTitle = (await (await get({ filter: { q: 'kitchen' } })).json()) as { slug: string }[];
      expect(byTitle.map((r) => r.slug)).toEqual(['kitchen-one']);
      const published = (await (await get({ filter: { publishStatus: 'published' } })).json()) as { publishStatus: string }[];
      expect(published.length).toBeGreaterThan(0);
      expect(published.every((r) => r.publishStatus === 'published')).toBe(true);
      const regexText = await get({ filter: { q: '.*(' } });
      expect(regexText.status).toBe(200);
      expect(await regexText.json()).toEqual([]);
    });

    it('refuses unknown sort fields, filter keys, operators and oversized ranges with 400', async () => {
      for (const query of [{ sort: ['content', 'ASC'] }, { filter: { title: { $ne: 'x' } } }, { range: [0, 5000] }, { range: [5, 1] }, { filter: { publishStatus: 'archived' } }]) {
        expect((await get(query)).status, JSON.stringify(query)).toBe(400);
      }
      const raw = await fetch(`${app.url}/api/blog/posts?title[$ne]=x`, { headers: { Cookie: app.cookie } });
      expect(raw.status).toBe(400);
    });
  });
});
