import { describe, expect, it } from 'vitest';
import { categoriesCreate, categoriesDelete, categoriesUpdate, postsCreate, publicGetPost, tagsCreate, tagsUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';

/** A public post shows its terms' current names: a term's write clears the cached bodies at once. */
describe('public posts after their categories and tags change', () => {
  const app = useTestApp();

  it('shows a renamed category or tag on the next read, and drops a deleted category', async () => {
    const category = (await categoriesCreate({ client: app.admin, body: { name: 'Technique', slug: 'technique' } })).data!;
    const tag = (await tagsCreate({ client: app.admin, body: { name: 'Dinks', slug: 'dinks' } })).data!;
    await postsCreate({
      client: app.admin,
      body: { title: 'Soft hands at the kitchen line', slug: 'soft-hands', content: '<p>Loose grip, paddle up.</p>', publishStatus: 'published', categoryIds: [category.id], tagIds: [tag.id] },
    });
    const read = async () => (await publicGetPost({ client: app.anonymous, path: { slug: 'soft-hands' } })).data!;
    expect((await read()).categories.map((c) => c.name)).toEqual(['Technique']);

    await categoriesUpdate({ client: app.admin, path: { id: category.id }, body: { name: 'Skills', slug: 'skills', description: '' } });
    await tagsUpdate({ client: app.admin, path: { id: tag.id }, body: { name: 'Drops', slug: 'drops' } });
    const renamed = await read();
    expect(renamed.categories.map((c) => c.name)).toEqual(['Skills']);
    expect(renamed.tags.map((t) => t.name)).toEqual(['Drops']);

    await categoriesDelete({ client: app.admin, path: { id: category.id } });
    expect((await read()).categories).toEqual([]);
  });
});
