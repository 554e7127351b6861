import { beforeAll, describe, expect, it } from 'vitest';
import { postsCreate, postsDelete, postsGet, postsUpdate, revisionsGet, revisionsList, revisionsRestore, tagsCreate, tagsDelete } from '../../../codegen/hey-api/sdk.gen.ts';
import type { Post, PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { POST_REVISIONS_KEPT } from '../../../common/constants.ts';
import { useTestApp } from '../helpers/testApp.ts';

const first: PostInput = {
  title: 'Third-Shot Drop Basics',
  subtitle: 'Why the soft shot wins the transition zone',
  slug: 'third-shot-drop-basics',
  content: '<p>Lift the ball gently so it lands in the kitchen.</p>',
  metaDescription: 'How to hit a third-shot drop.',
  publishStatus: 'draft',
  featuredImage: '/api/uploads/000000000000000000000001.png',
  featuredImageAlt: 'A player lifting a soft drop',
  ogTitle: 'Third-shot drop',
  ogDescription: 'Soft, low, and into the kitchen.',
  canonicalUrl: 'https://pickleball.example/blog/third-shot-drop-basics',
};

/** The fields of a PostInput a revision keeps, as the API reads them back. */
const kept = (post: Post) => ({
  title: post.title,
  subtitle: post.subtitle,
  slug: post.slug,
  content: post.content,
  metaDescription: post.metaDescription,
  publishStatus: post.publishStatus,
  publishDate: post.publishDate,
  featuredImage: post.featuredImage,
  featuredImageAlt: post.featuredImageAlt,
  canonicalUrl: post.canonicalUrl,
  ogTitle: post.ogTitle,
  ogDescription: post.ogDescription,
  ogImage: post.ogImage,
  tagIds: post.tagIds,
  categoryIds: post.categoryIds,
});

describe('post revisions', () => {
  const app = useTestApp();
  let tagId = 0;

  beforeAll(async () => {
    tagId = (await tagsCreate({ client: app.admin, body: { name: 'Drops', slug: 'drops' } })).data!.id;
  });

  const create = async (body: Partial<PostInput> = {}) => (await postsCreate({ client: app.admin, body: { ...first, ...body } })).data!;
  const save = async (post: Post, change: Partial<PostInput>) => {
    const { data, response } = await postsUpdate({ client: app.admin, path: { id: post.id }, body: { ...kept(post), ...change, version: post.version } as PostInput });
    expect(response?.status).toBe(200);
    return data!;
  };

  it('keeps the replaced version, with every field, on each save', async () => {
    const v1 = await create({ tagIds: [tagId], slug: 'keeps-fields' });
    const v2 = await save(v1, { title: 'Third-Shot Drop, Revised', content: '<p>Lift the ball gently so it lands softly in the kitchen today.</p>' });
    const v3 = await save(v2, { publishStatus: 'scheduled', publishDate: '2031-05-01T09:00:00.000Z', tagIds: [] });

    const { data: list } = await revisionsList({ client: app.admin, path: { id: v1.id } });
    expect(list!.map((r) => [r.id, r.title, r.publishStatus])).toEqual([
      [2, 'Third-Shot Drop, Revised', 'draft'],
      [1, first.title, 'draft'],
    ]);
    // v2 added "softly" and "today"; v1 was the first version, all of it new.
    expect(list![0]).toMatchObject({ wordsAdded: 2, wordsRemoved: 0, savedAt: v2.updatedAt });
    expect(list![1]).toMatchObject({ wordsAdded: 10, wordsRemoved: 0, savedAt: v1.updatedAt });
    expect(new Date(list![0]!.replacedAt).getTime()).toBeGreaterThanOrEqual(new Date(v2.updatedAt).getTime());

    const { data: one } = await revisionsGet({ client: app.admin, path: { id: v1.id, revisionId: 1 } });
    expect(one).toMatchObject(kept(v1));
    const { data: two } = await revisionsGet({ client: app.admin, path: { id: v1.id, revisionId: 2 } });
    expect(two).toMatchObject(kept(v2));
    expect(v3.version).toBe(3);
  });

  it('restores a revision as a new version that can itself be undone', async () => {
    const v1 = await create({ slug: 'restore-me' });
    const v2 = await save(v1, { title: 'Second Title', slug: 'restore-me-2', content: '<p>Completely different words here.</p>' });
    const { data: restored, response } = await revisionsRestore({ client: app.admin, path: { id: v1.id, revisionId: 1 }, body: { version: v2.version } });
    expect(response?.status).toBe(200);
    expect(restored).toMatchObject({ ...kept(v1), version: 3 });
    expect(kept((await postsGet({ client: app.admin, path: { id: v1.id } })).data!)).toEqual(kept(v1));

    const { data: list } = await revisionsList({ client: app.admin, path: { id: v1.id } });
    expect(list!.map((r) => [r.id, r.title])).toEqual([
      [2, 'Second Title'],
      [1, first.title],
    ]);
    const undo = await revisionsRestore({ client: app.admin, path: { id: v1.id, revisionId: 2 }, body: { version: 3 } });
    expect(undo.data).toMatchObject({ title: 'Second Title', slug: 'restore-me-2', version: 4 });
  });

  it('answers a restore from a stale version with 409 and changes nothing', async () => {
    const v1 = await create({ slug: 'stale-restore' });
    const v2 = await save(v1, { title: 'Newer' });
    const { response, error } = await revisionsRestore({ client: app.admin, path: { id: v1.id, revisionId: 1 }, body: { version: v1.version } });
    expect(response?.status).toBe(409);
    expect(error).toMatchObject({ errors: { version: expect.stringContaining('changed elsewhere') } });
    expect((await postsGet({ client: app.admin, path: { id: v1.id } })).data).toMatchObject({ title: 'Newer', version: v2.version });
  });

  it('leaves out tags deleted since the revision was kept', async () => {
    const shortLived = (await tagsCreate({ client: app.admin, body: { name: 'Short Lived', slug: 'short-lived' } })).data!.id;
    const v1 = await create({ slug: 'deleted-tag', tagIds: [tagId, shortLived] });
    const v2 = await save(v1, { title: 'No tags', tagIds: [] });
    await tagsDelete({ client: app.admin, path: { id: shortLived } });
    const { data } = await revisionsRestore({ client: app.admin, path: { id: v1.id, revisionId: 1 }, body: { version: v2.version } });
    expect(data!.tagIds).toEqual([tagId]);
  });

  it(`keeps only the last ${POST_REVISIONS_KEPT} revisions`, async () => {
    let post = await create({ slug: 'many-saves' });
    for (let i = 1; i <= POST_REVISIONS_KEPT + 2; i += 1) post = await save(post, { title: `Draft number ${i}` });
    const { data: list } = await revisionsList({ client: app.admin, path: { id: post.id } });
    expect(list).toHaveLength(POST_REVISIONS_KEPT);
    expect(list![0]!.id).toBe(POST_REVISIONS_KEPT + 2);
    expect(list!.at(-1)!.id).toBe(3);
    // The oldest kept one's predecessor is gone: its word changes are unknown.
    expect(list!.at(-1)).toMatchObject({ wordsAdded: null, wordsRemoved: null });
    expect((await revisionsGet({ client: app.admin, path: { id: post.id, revisionId: 2 } })).response?.status).toBe(404);
  }, 60_000);

  it('removes the revisions with the post', async () => {
    const v1 = await create({ slug: 'goes-away' });
    await save(v1, { title: 'Gone soon' });
    expect((await revisionsList({ client: app.admin, path: { id: v1.id } })).data).toHaveLength(1);
    await postsDelete({ client: app.admin, path: { id: v1.id } });
    expect((await revisionsList({ client: app.admin, path: { id: v1.id } })).response?.status).toBe(404);
    expect((await revisionsGet({ client: app.admin, path: { id: v1.id, revisionId: 1 } })).response?.status).toBe(404);
    expect((await revisionsRestore({ client: app.admin, path: { id: v1.id, revisionId: 1 }, body: {} })).response?.status).toBe(404);
  });

  it('answers 404 for a revision that was never kept and 400 for a malformed one', async () => {
    const v1 = await create({ slug: 'no-such-revision' });
    const missing = await revisionsGet({ client: app.admin, path: { id: v1.id, revisionId: 7 } });
    expect(missing.response?.status).toBe(404);
    expect(missing.error).toMatchObject({ detail: 'Revision not found.' });
    const bad = await fetch(`${app.url}/api/blog/posts/${v1.id}/revisions/abc`, { headers: { Cookie: app.cookie } });
    expect(bad.status).toBe(400);
  });
});
