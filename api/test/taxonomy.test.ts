import { describe, expect, it } from 'vitest';
import {
  categoriesCreate, categoriesDelete, categoriesGet, categoriesList, categoriesUpdate,
  postsCreate, postsGet, tagsCreate, tagsDelete, tagsGet, tagsList, tagsUpdate,
} from '../../codegen/hey-api/sdk.gen.ts';
import { useTestApp } from './helpers/testApp.ts';

describe('categories API', () => {
  const app = useTestApp();

  it('creates, reads, updates and lists categories', async () => {
    const created = await categoriesCreate({ client: app.admin, body: { name: ' Strategy ', slug: 'strategy', description: 'Shot selection.' } });
    expect(created.response?.status).toBe(201);
    expect(created.data).toEqual({ id: expect.any(Number), name: 'Strategy', slug: 'strategy', description: 'Shot selection.' });
    const id = created.data!.id;
    expect((await categoriesGet({ client: app.admin, path: { id } })).data?.name).toBe('Strategy');
    const updated = await categoriesUpdate({ client: app.admin, path: { id }, body: { name: 'Doubles Strategy', slug: 'doubles-strategy' } });
    expect(updated.data).toEqual({ id, name: 'Doubles Strategy', slug: 'doubles-strategy', description: '' });
    const list = await categoriesList({ client: app.admin });
    expect(list.data).toContainEqual(updated.data);
    expect(list.response?.headers.get('content-range')).toMatch(/^categories 0-\d+\/\d+$/);
  });

  it.each([
    [{ name: '', slug: 'x' }, 'name', 'Name is required'],
    [{ name: 'X', slug: '' }, 'slug', 'Slug is required'],
    [{ name: 'X', slug: 'UPPER' }, 'slug', 'Slug may contain only lowercase letters, digits and hyphens'],
  ])('refuses %j with 400', async (body, field, message) => {
    const { error, response } = await categoriesCreate({ client: app.admin, body });
    expect(response?.status).toBe(400);
    expect(error).toMatchObject({ errors: { [field]: message } });
  });

  it('answers a used slug with 409, on create and update', async () => {
    await categoriesCreate({ client: app.admin, body: { name: 'Gear', slug: 'gear' } });
    const other = (await categoriesCreate({ client: app.admin, body: { name: 'Shoes', slug: 'shoes' } })).data!;
    const dupe = await categoriesCreate({ client: app.admin, body: { name: 'Gear 2', slug: 'gear' } });
    expect(dupe.response?.status).toBe(409);
    expect(dupe.error).toMatchObject({ detail: 'A category with the slug "gear" already exists.' });
    const rename = await categoriesUpdate({ client: app.admin, path: { id: other.id }, body: { name: 'Shoes', slug: 'gear' } });
    expect(rename.response?.status).toBe(409);
  });

  it('deleting a category removes it from every post', async () => {
    const keep = (await categoriesCreate({ client: app.admin, body: { name: 'Keep', slug: 'keep' } })).data!;
    const drop = (await categoriesCreate({ client: app.admin, body: { name: 'Drop', slug: 'drop' } })).data!;
    const post = (await postsCreate({ client: app.admin, body: { title: 'T', slug: 'cat-post', content: '<p>x</p>', categoryIds: [drop.id, keep.id] } })).data!;
    const deleted = await categoriesDelete({ client: app.admin, path: { id: drop.id } });
    expect(deleted.data).toMatchObject({ id: drop.id, slug: 'drop' });
    const after = (await postsGet({ client: app.admin, path: { id: post.id } })).data!;
    expect(after.categoryIds).toEqual([keep.id]);
    expect(after.categories).toEqual([{ id: keep.id, name: 'Keep' }]);
    expect((await categoriesGet({ client: app.admin, path: { id: drop.id } })).response?.status).toBe(404);
    expect((await categoriesDelete({ client: app.admin, path: { id: drop.id } })).response?.status).toBe(404);
  });
});

describe('tags API', () => {
  const app = useTestApp();

  it('creates, updates, searches by name or slug, fetches many by id, and deletes tags (unlinking posts)', async () => {
    const dink = (await tagsCreate({ client: app.admin, body: { name: 'Dinking', slug: 'dinking' } })).data!;
    const erne = (await tagsCreate({ client: app.admin, body: { name: 'Erne', slug: 'around-the-post' } })).data!;
    expect(dink).toEqual({ id: expect.any(Number), name: 'Dinking', slug: 'dinking' });
    expect((await tagsUpdate({ client: app.admin, path: { id: erne.id }, body: { name: 'Erne shot', slug: 'erne' } })).data?.slug).toBe('erne');
    const search = async (filter: object) => {
      const response = await fetch(`${app.url}/api/blog/tags?filter=${encodeURIComponent(JSON.stringify(filter))}`, { headers: { Cookie: app.cookie } });
      return ((await response.json()) as { name: string }[]).map((t) => t.name);
    };
    expect(await search({ q: 'DINK' })).toEqual(['Dinking']);
    expect(await search({ q: 'ern' })).toEqual(['Erne shot']);
    expect(await search({ id: [erne.id, dink.id] })).toEqual(['Dinking', 'Erne shot']);
    const post = (await postsCreate({ client: app.admin, body: { title: 'T', slug: 'tag-post', content: '<p>x</p>', tagIds: [dink.id, erne.id] } })).data!;
    await tagsDelete({ client: app.admin, path: { id: dink.id } });
    expect((await postsGet({ client: app.admin, path: { id: post.id } })).data?.tagIds).toEqual([erne.id]);
    expect((await tagsGet({ client: app.admin, path: { id: dink.id } })).response?.status).toBe(404);
    expect((await tagsList({ client: app.admin })).data).toEqual([{ id: erne.id, name: 'Erne shot', slug: 'erne' }]);
  });

  it('refuses a tag without a name, and a used slug', async () => {
    expect((await tagsCreate({ client: app.admin, body: { name: ' ', slug: 'blank' } })).error).toMatchObject({ errors: { name: 'Name is required' } });
    await tagsCreate({ client: app.admin, body: { name: 'Serve', slug: 'serve' } });
    const dupe = await tagsCreate({ client: app.admin, body: { name: 'Serving', slug: 'serve' } });
    expect(dupe.response?.status).toBe(409);
    expect(dupe.error).toMatchObject({ detail: 'A tag with the slug "serve" already exists.' });
  });
});
