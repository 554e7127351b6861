import { describe, expect, it } from 'vitest';
import type { PostInput } from '../../../codegen/hey-api/types.gen.ts';
import { HttpProblem } from '../../src/http/problem.ts';
import { createPreviewService } from '../../src/posts/previews/service.ts';
import { SlugTaken, StaleVersion } from '../../src/posts/repository/errors.ts';
import type { PostRepository } from '../../src/posts/repository/postRepository.ts';
import type { AdminListQuery, PostDoc, PostFields, RevisionDoc } from '../../src/posts/repository/records.ts';
import { createRevisionService } from '../../src/posts/revisions/service.ts';
import { createPostService } from '../../src/posts/service.ts';
import type { ActivityEntry } from '../../src/activity/service.ts';
import type { Term, TermKind, TermLookup } from '../../src/taxonomy/termLookup.ts';
import type { Role } from '../../src/users/user.ts';

/** Posts in a Map: enough of the repository's promises (slugs unique, versions checked) for the rules above it. */
function fakeRepository() {
  const posts = new Map<number, PostDoc>();
  const revisions = new Map<string, RevisionDoc>();
  const generations = new Map<number, number>();
  const lists: AdminListQuery[] = [];
  let nextId = 1;
  const slugTaken = (slug: string, except?: number) => [...posts.entries()].some(([id, p]) => p.slug === slug && id !== except);
  const repository: Partial<PostRepository> = {
    async list(query) {
      lists.push(query);
      return { page: [...posts.values()], total: posts.size };
    },
    get: async (id) => posts.get(id) ?? null,
    async create(fields: PostFields) {
      if (slugTaken(fields.slug)) throw new SlugTaken(fields.slug);
      const id = nextId++;
      const doc: PostDoc = { ...fields, id, version: 1, createdAt: new Date(), updatedAt: new Date() };
      posts.set(id, doc);
      return doc;
    },
    async update(id, fields, expectedVersion) {
      const current = posts.get(id);
      if (!current) return null;
      if (expectedVersion !== undefined && expectedVersion !== current.version) throw new StaleVersion();
      if (slugTaken(fields.slug, id)) throw new SlugTaken(fields.slug);
      const { id: recordId, createdAt: _c, ...kept } = current;
      revisions.set(`${id}:${current.version}`, { ...kept, recordId, replacedAt: new Date() });
      const doc = { ...current, ...fields, version: current.version + 1, updatedAt: new Date() };
      posts.set(id, doc);
      return doc;
    },
    async remove(id) {
      const doc = posts.get(id) ?? null;
      posts.delete(id);
      return doc;
    },
    revision: async (id, version) => revisions.get(`${id}:${version}`) ?? null,
    previewGeneration: async (id) => generations.get(id) ?? 0,
    async revokePreviews(id) {
      generations.set(id, (generations.get(id) ?? 0) + 1);
    },
  };
  return { repository: repository as PostRepository, posts, lists };
}

function fakeTerms(known: Record<TermKind, Term[]>): TermLookup {
  return {
    byIds: async (kind, ids) => new Map(known[kind].filter((t) => ids.includes(t.id)).map((t) => [t.id, t])),
    bySlug: async (kind, slug) => known[kind].find((t) => t.slug === slug) ?? null,
  };
}

const terms = fakeTerms({
  tag: [
    { id: 1, name: 'Dinks', slug: 'dinks' },
    { id: 2, name: 'Drives', slug: 'drives' },
  ],
  category: [{ id: 7, name: 'Strategy', slug: 'strategy', description: '' }],
});

const input: PostInput = { title: '  Third Shot Drop  ', slug: 'third-shot-drop', content: '<p>Soft and low.</p>', publishStatus: 'draft', tagIds: [2, 1, 2], categoryIds: [7] };

/** The problem a promise is refused with. */
async function refusal(work: Promise<unknown>): Promise<HttpProblem> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpProblem);
  return error as HttpProblem;
}

describe('post service over a fake repository', () => {
  it('saves trimmed fields and answers with its tags and categories named, in the order the post lists them', async () => {
    const { repository } = fakeRepository();
    const service = createPostService({ repository, terms });
    const { post, tags, categories } = await service.create(input);
    expect(post.title).toBe('Third Shot Drop');
    expect(post.tagIds).toEqual([2, 1]);
    expect(tags.map((t) => t.name)).toEqual(['Drives', 'Dinks']);
    expect(categories.map((c) => c.name)).toEqual(['Strategy']);
  });

  it('refuses a bad post with every problem at once, keyed by field, and saves nothing', async () => {
    const { repository, posts } = fakeRepository();
    const service = createPostService({ repository, terms });
    const problem = await refusal(service.create({ ...input, title: ' ', tagIds: [1, 99], categoryIds: [8] }));
    expect(problem.status).toBe(400);
    expect(problem.errors).toEqual({ title: expect.any(String), tagIds: 'Unknown tag id: 99', categoryIds: 'Unknown category id: 8' });
    expect(posts.size).toBe(0);
  });

  it('answers a taken slug and a stale version with 409, and a missing post with 404', async () => {
    const { repository, posts } = fakeRepository();
    const service = createPostService({ repository, terms });
    const { post } = await service.create(input);
    expect((await refusal(service.create(input))).status).toBe(409);
    const id = post.id;
    await service.update(id, { ...input, title: 'Drop it', version: 1 });
    const stale = await refusal(service.update(id, { ...input, title: 'Late edit', version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.errors).toHaveProperty('version');
    expect(posts.get(id)?.title).toBe('Drop it');
    expect((await refusal(service.update(404, input))).status).toBe(404);
    expect((await refusal(service.remove(404))).status).toBe(404);
  });

  it('reads the admin list filter: a bad status is a 400, upcoming means scheduled after now', async () => {
    const { repository, lists } = fakeRepository();
    const service = createPostService({ repository, terms });
    const sort = { field: 'title' as const, direction: 1 as const };
    expect((await refusal(service.list({ filter: { publishStatus: 'gone' }, sort, skip: 0, limit: 10 }))).status).toBe(400);
    expect((await refusal(service.list({ filter: { upcoming: 'yes' }, sort, skip: 0, limit: 10 }))).status).toBe(400);
    expect(lists).toHaveLength(0);
    await service.list({ filter: { upcoming: true, q: 'a.b', publishStatus: '' }, sort, skip: 5, limit: 10 });
    expect(lists[0]).toMatchObject({ publishStatus: undefined, skip: 5, limit: 10, sort });
    expect(lists[0]!.upcomingAfter).toBeInstanceOf(Date);
    expect(lists[0]!.title!.test('A.B')).toBe(true);
    expect(lists[0]!.title!.test('axb')).toBe(false);
  });

  it('opens a preview only while the link generation holds and its maker may still edit the post', async () => {
    const { repository } = fakeRepository();
    const service = createPostService({ repository, terms });
    const staff = new Map<number, { role: Role; isActive: boolean }>([
      [1, { role: 'author', isActive: true }],
      [2, { role: 'author', isActive: true }],
      [3, { role: 'editor', isActive: true }],
    ]);
    const previews = createPreviewService({ repository, makers: { get: async (id) => staff.get(id) ?? null }, editRole: 'author', secret: 's', siteUrl: 'https://example.test' });
    const id = (await service.create(input, { id: 1, role: 'author' })).post.id;
    const grant = (makerId: number) => ({ kind: 'post' as const, id, generation: 0, expiresAt: 0, makerId });

    expect((await previews.createLink(id, { id: 1, role: 'author' })).url).toMatch(/^https:\/\/example\.test\/preview\//);
    expect((await refusal(previews.createLink(id, { id: 2, role: 'author' }))).status).toBe(403);
    expect((await refusal(previews.revokeLinks(id, { id: 2, role: 'author' }))).status).toBe(403);
    expect((await refusal(previews.createLink(id, { id: 1, role: 'viewer' }))).status).toBe(403);
    expect(await previews.opened(grant(1))).not.toBeNull();
    expect(await previews.opened(grant(3))).not.toBeNull();
    expect(await previews.opened(grant(2))).toBeNull();
    expect(await previews.opened(grant(99))).toBeNull();
    staff.set(1, { role: 'author', isActive: false });
    expect(await previews.opened(grant(1))).toBeNull();
    staff.set(1, { role: 'viewer', isActive: true });
    expect(await previews.opened(grant(1))).toBeNull();

    await previews.revokeLinks(id, { id: 3, role: 'editor' });
    expect(await previews.opened(grant(3))).toBeNull();
    expect(await previews.opened({ ...grant(3), generation: 1 })).not.toBeNull();
    expect((await refusal(previews.createLink(404, { id: 3, role: 'editor' }))).status).toBe(404);
  });
});

describe('revision service over a fake repository', () => {
  it('restores a revision as a save, leaving out terms deleted since it was kept', async () => {
    const { repository } = fakeRepository();
    const known = { tag: [{ id: 1, name: 'Dinks', slug: 'dinks' }], category: [{ id: 7, name: 'Strategy', slug: 'strategy' }] };
    const posts = createPostService({ repository, terms: fakeTerms({ ...known, tag: [...known.tag, { id: 2, name: 'Drives', slug: 'drives' }] }) });
    const id = (await posts.create(input)).post.id;
    await posts.update(id, { ...input, title: 'Renamed', tagIds: [1] });
    // Tag 2 is deleted after version 1 was kept.
    const revisions = createRevisionService({ repository, terms: fakeTerms(known), posts: createPostService({ repository, terms: fakeTerms(known) }) });
    const restored = await revisions.restore(id, 1, 2);
    expect(restored.post.title).toBe('Third Shot Drop');
    expect(restored.post.tagIds).toEqual([1]);
    expect(restored.post.version).toBe(3);
    expect((await refusal(revisions.restore(id, 1, 2))).status).toBe(409);
  });

  it('tells a missing revision from a missing post', async () => {
    const { repository } = fakeRepository();
    const posts = createPostService({ repository, terms });
    const revisions = createRevisionService({ repository, terms, posts });
    const id = (await posts.create(input)).post.id;
    expect((await refusal(revisions.restore(id, 9, undefined))).message).toBe('Revision not found.');
    expect((await refusal(revisions.restore(404, 1, undefined))).message).toBe('Post not found.');
    expect((await refusal(revisions.list(404))).status).toBe(404);
  });
});

describe('post service and the activity log', () => {
  it('records going live (now or scheduled), going back to draft and deleting, with who and which post; other saves record nothing', async () => {
    const { repository } = fakeRepository();
    const recorded: ActivityEntry[] = [];
    const service = createPostService({ repository, terms, activity: { record: async (entry) => void recorded.push(entry) } });
    const sam = { id: 1, role: 'editor', username: 'sam' } as const;
    const alex = { id: 2, role: 'admin', username: 'alex' } as const;
    const { post } = await service.create(input, sam);
    await service.update(1, { ...input, subtitle: 'Still a draft' }, sam);
    await service.update(1, { ...input, publishStatus: 'scheduled', publishDate: '2030-01-02T09:00:00.000Z' }, sam);
    await service.update(1, { ...input, publishStatus: 'published', publishDate: '2024-01-02T09:00:00.000Z' }, alex);
    await service.update(1, { ...input, publishStatus: 'draft' }, alex);
    await service.remove(1, alex);
    const subject = { type: 'post', id: '1', title: post.title };
    expect(recorded).toEqual([
      { actor: 'sam', action: 'post.publish', detail: 'scheduled for 2030-01-02T09:00:00.000Z', subject },
      { actor: 'alex', action: 'post.publish', subject },
      { actor: 'alex', action: 'post.unpublish', subject },
      { actor: 'alex', action: 'post.delete', subject },
    ]);
  });
});
