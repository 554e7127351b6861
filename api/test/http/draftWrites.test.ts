import { describe, expect, it } from 'vitest';
import { pagesCreate, pagesDelete, pagesUpdate, postsCreate, postsDelete, postsUpdate, publicListPosts } from '../../../codegen/hey-api/sdk.gen.ts';
import { Post } from '../../src/posts/repository/model.ts';
import { postKey } from '../../src/posts/repository/postKey.ts';
import { useTestApp } from '../helpers/testApp.ts';

/*
 * Whether a write cleared the public cache, seen from outside: a published post's title is changed
 * behind the API, so the public list shows the new title only once its cached body is gone.
 * (Embedded mode only: there the cache keeps bodies 60 s, longer than this file runs.)
 */
describe('writes to drafts leave the public pages cached; writes to what is public clear them', () => {
  const app = useTestApp();
  const publicTitles = async () => (await publicListPosts({ client: app.anonymous, query: { page: 1, pageSize: 10 } })).data!.items.map((post) => post.title);
  let renamed = 0;
  /** Renames the public post behind the API's back; the list shows it once its cache is cleared. */
  const renameBehind = async (id: number) => {
    renamed += 1;
    await Post.updateOne({ _id: postKey(id) }, { $set: { title: `Renamed behind ${renamed}` } });
    return `Renamed behind ${renamed}`;
  };
  const draft = { content: '<p>Split-step before every volley.</p>', publishStatus: 'draft' as const };

  it('creating, saving and deleting a draft post or page keeps them; publishing, unpublishing and deleting a public one clears them', async () => {
    const shown = (await postsCreate({ client: app.admin, body: { title: 'Reset Drills', slug: 'reset-drills', content: '<p>Soft hands.</p>', publishStatus: 'published' } })).data!;
    expect(await publicTitles()).toContain('Reset Drills');

    let title = await renameBehind(shown.id);
    const post = (await postsCreate({ client: app.admin, body: { ...draft, title: 'Volley Notes', slug: 'volley-notes' } })).data!;
    const saved = await postsUpdate({ client: app.admin, path: { id: post.id }, body: { ...draft, title: 'Volley Notes, Revised', slug: 'volley-notes', version: post.version } });
    expect(saved.response?.status).toBe(200);
    const page = (await pagesCreate({ client: app.admin, body: { title: 'Club Rules Draft', slug: 'club-rules-draft', content: '<p>Paddle up.</p>', isPublished: false } })).data!;
    await pagesUpdate({ client: app.admin, path: { id: page.id }, body: { title: 'Club Rules Draft 2', slug: 'club-rules-draft', content: '<p>Paddle up.</p>', isPublished: false, version: page.version } });
    await pagesDelete({ client: app.admin, path: { id: page.id } });
    expect((await postsDelete({ client: app.admin, path: { id: post.id } })).response?.status).toBe(200);
    expect(await publicTitles()).not.toContain(title);

    // Publishing a draft clears them.
    const next = (await postsCreate({ client: app.admin, body: { ...draft, title: 'Dink Patterns', slug: 'dink-patterns' } })).data!;
    const published = await postsUpdate({ client: app.admin, path: { id: next.id }, body: { ...draft, title: 'Dink Patterns', slug: 'dink-patterns', publishStatus: 'published', version: next.version } });
    expect(await publicTitles()).toEqual(expect.arrayContaining([title, 'Dink Patterns']));

    // Taking it back to a draft clears them again.
    title = await renameBehind(shown.id);
    await postsUpdate({ client: app.admin, path: { id: next.id }, body: { ...draft, title: 'Dink Patterns', slug: 'dink-patterns', version: published.data!.version } });
    const afterUnpublish = await publicTitles();
    expect(afterUnpublish).toContain(title);
    expect(afterUnpublish).not.toContain('Dink Patterns');

    // So does publishing a page, and deleting a public post.
    title = await renameBehind(shown.id);
    await pagesCreate({ client: app.admin, body: { title: 'Club Rules', slug: 'club-rules', content: '<p>Paddle up.</p>', isPublished: true } });
    expect(await publicTitles()).toContain(title);
    await postsDelete({ client: app.admin, path: { id: shown.id } });
    expect(await publicTitles()).not.toContain(title);
  });
});
