import fc from 'fast-check';
import mongoose from 'mongoose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { indexedPostRepository } from '../../src/posts/repository/indexedPostRepository.ts';
import { Post } from '../../src/posts/repository/model.ts';
import { createPostRepository, type PostRepository } from '../../src/posts/repository/postRepository.ts';
import type { AdminSortField, PostFields, PublishStatus } from '../../src/posts/repository/records.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const START = Date.parse('2026-03-01T12:00:00Z');
const DAY = 86_400_000;
/** Everything posts write, emptied before each sequence so both repositories start alike (ids too). */
const COLLECTIONS = ['posts', 'counters', 'post_revisions', 'post_redirects', 'post_preview_generations', 'post_save_claims'];

/** A few ids, slugs and titles, so sequences hit the same posts, clash on slugs and find copies. */
const id = fc.integer({ min: 1, max: 6 });
const slug = fc.constantFrom('dink', 'drive', 'drop', 'dink-copy', 'lob');
const termIds = (max: number) => fc.uniqueArray(fc.integer({ min: 1, max }), { maxLength: 2 });
const fields = fc.record({
  title: fc.constantFrom('Dink drills', 'drive Basics', 'The drop', 'Lob'),
  slug,
  publishStatus: fc.constantFrom<PublishStatus>('draft', 'published', 'scheduled'),
  /** Days from the step's time; null: no date. */
  publishIn: fc.option(fc.integer({ min: -3, max: 3 }), { nil: null }),
  tagIds: termIds(3),
  categoryIds: termIds(2),
  authorId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
});
const sortField = fc.constantFrom<AdminSortField>('id', 'title', 'slug', 'publishStatus', 'publishDate', 'createdAt', 'updatedAt');

const command = fc.oneof(
  fc.record({ op: fc.constant('create' as const), fields }),
  fc.record({ op: fc.constant('update' as const), id, fields, expected: fc.constantFrom('current', 'stale', 'any') }),
  fc.record({ op: fc.constant('remove' as const), id }),
  fc.record({ op: fc.constant('duplicate' as const), id }),
  // null: the posts without an author, as every start hands them to the owner.
  fc.record({ op: fc.constant('reassignAuthor' as const), from: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }), to: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ op: fc.constant('unlinkTerm' as const), field: fc.constantFrom('tagIds' as const, 'categoryIds' as const), termId: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    op: fc.constant('list' as const),
    title: fc.option(fc.constantFrom('d', 'DR', 'lob'), { nil: undefined }),
    publishStatus: fc.option(fc.constantFrom<PublishStatus>('draft', 'published', 'scheduled'), { nil: undefined }),
    upcoming: fc.boolean(),
    ids: fc.option(fc.uniqueArray(id, { maxLength: 3 }), { nil: undefined }),
    field: sortField,
    direction: fc.constantFrom(1 as const, -1 as const),
    skip: fc.integer({ min: 0, max: 3 }),
    limit: fc.integer({ min: 0, max: 4 }),
  }),
  fc.record({ op: fc.constant('get' as const), id }),
  fc.record({ op: fc.constant('revisions' as const), id }),
  fc.record({
    op: fc.constant('publicPage' as const),
    skip: fc.integer({ min: 0, max: 3 }),
    limit: fc.integer({ min: 1, max: 4 }),
    categoryId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
    tagId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    authorId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
  }),
  fc.record({ op: fc.constant('publicBySlug' as const), slug }),
  fc.record({ op: fc.constant('publicRedirect' as const), slug }),
  fc.record({ op: fc.constant('publicRelated' as const), id, limit: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ op: fc.constant('publicFeed' as const), limit: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ op: fc.constant('publicIndex' as const) }),
  fc.record({ op: fc.constant('nextScheduledAt' as const) }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

type GeneratedFields = typeof fields extends fc.Arbitrary<infer F> ? F : never;

/** The generated fields as a save stores them, dates counted from `now`. */
function toFields({ publishIn, ...rest }: GeneratedFields, now: number): PostFields {
  const blank = { subtitle: '', metaDescription: '', featuredImage: '', featuredImageAlt: '', canonicalUrl: '', ogTitle: '', ogDescription: '', ogImage: '' };
  return { ...blank, ...rest, content: `<p>${rest.title}</p>`, publishDate: publishIn === null ? null : new Date(now + publishIn * DAY) };
}

/** One command's answer, as plain data: an error by its kind, records as JSON would carry them. */
async function run(repository: PostRepository, c: Command, now: number): Promise<unknown> {
  const at = new Date(now);
  switch (c.op) {
    case 'create':
      return repository.create(toFields(c.fields, now));
    case 'update': {
      const current = await repository.get(c.id);
      const expected = c.expected === 'any' ? undefined : (current?.version ?? 1) - (c.expected === 'stale' ? 1 : 0);
      return repository.update(c.id, toFields(c.fields, now), expected);
    }
    case 'remove':
      return repository.remove(c.id);
    case 'duplicate':
      return repository.duplicate(c.id);
    case 'reassignAuthor':
      return repository.reassignAuthor(c.from, c.to);
    case 'unlinkTerm':
      return repository.unlinkTerm(c.field, c.termId);
    case 'list':
      return repository.list({
        title: c.title === undefined ? undefined : new RegExp(c.title, 'i'),
        publishStatus: c.publishStatus,
        upcomingAfter: c.upcoming ? at : undefined,
        ids: c.ids,
        sort: { field: c.field, direction: c.direction },
        skip: c.skip,
        limit: c.limit,
      });
    case 'get':
      return repository.get(c.id);
    case 'revisions':
      return repository.revisions(c.id);
    case 'publicPage':
      return repository.publicPage({ skip: c.skip, limit: c.limit, categoryId: c.categoryId, tagId: c.tagId, authorId: c.authorId, now: at });
    case 'publicBySlug':
      return repository.publicBySlug(c.slug, at);
    case 'publicRedirect':
      return repository.publicRedirect(c.slug, at);
    case 'publicRelated': {
      const post = await repository.get(c.id);
      return post && repository.publicRelated(post, c.limit, at);
    }
    case 'publicFeed':
      return repository.publicFeed(c.limit, at);
    case 'publicIndex':
      return repository.publicIndex(at);
    case 'nextScheduledAt':
      return repository.nextScheduledAt(at);
  }
}

/** Runs the sequence from an empty database, one simulated second per command. */
async function answers(repository: () => PostRepository, commands: Command[]): Promise<unknown[]> {
  vi.setSystemTime(START);
  await Promise.all(COLLECTIONS.map((name) => mongoose.connection.collection(name).deleteMany({})));
  const subject = repository();
  const results: unknown[] = [];
  for (const [step, c] of commands.entries()) {
    const now = START + (step + 1) * 1000;
    vi.setSystemTime(now);
    const answer = await run(subject, c, now).catch((error: unknown) => ({ refused: (error as Error).name === 'Error' ? (error as Error).message : (error as Error).constructor.name }));
    results.push(JSON.parse(JSON.stringify(answer ?? null)));
  }
  return results;
}

describe('the indexed post repository agrees with the plain one', () => {
  useTestDatabase();
  beforeAll(async () => {
    await Post.createIndexes();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('agrees on a status filter combined with upcoming (a sequence fast-check once found)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const commands = [
      { op: 'create', fields: { title: 'Dink drills', slug: 'dink', publishStatus: 'scheduled', publishIn: 1, tagIds: [], categoryIds: [] } },
      { op: 'list', title: undefined, publishStatus: 'draft', upcoming: true, ids: undefined, field: 'id', direction: 1, skip: 0, limit: 0 },
    ] as unknown as Parameters<typeof answers>[1];
    const plain = await answers(() => createPostRepository(), commands);
    expect(await answers(() => indexedPostRepository(createPostRepository()), commands)).toEqual(plain);
    expect(plain[1]).toEqual({ page: [], total: 0 });
  });

  it('agrees on handing posts to another author: those without one, then one author’s, and none', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const post = (title: string, slug: string, authorId: number | null) => ({ op: 'create', fields: { title, slug, publishStatus: 'published', publishIn: -1, tagIds: [], categoryIds: [], authorId } });
    const authors = { op: 'list', title: undefined, publishStatus: undefined, upcoming: false, ids: undefined, field: 'id', direction: 1, skip: 0, limit: 0 };
    const commands = [
      post('Dink drills', 'dink', null),
      post('Lob', 'lob', 1),
      { op: 'reassignAuthor', from: null, to: 2 },
      authors,
      { op: 'reassignAuthor', from: 1, to: 3 },
      { op: 'reassignAuthor', from: 1, to: 2 },
      authors,
      { op: 'publicPage', skip: 0, limit: 4, categoryId: undefined, tagId: undefined, authorId: 3 },
    ] as unknown as Parameters<typeof answers>[1];
    const plain = await answers(() => createPostRepository(), commands);
    expect(await answers(() => indexedPostRepository(createPostRepository()), commands)).toEqual(plain);
    const authorIds = (answer: unknown) => (answer as { page: { authorId: number }[] }).page.map((row) => row.authorId);
    expect([authorIds(plain[3]), authorIds(plain[6])]).toEqual([[2, 1], [2, 3]]);
  });

  it('answers every random sequence of writes and reads as the plain repository does', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 20 }), async (commands) => {
        const plain = await answers(() => createPostRepository(), commands);
        const indexed = await answers(() => indexedPostRepository(createPostRepository()), commands);
        expect(indexed).toEqual(plain);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
