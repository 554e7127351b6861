import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../src/http/problem.ts';
import { SlugTaken, type Term, type TermRepository } from '../../src/taxonomy/repository/termRepository.ts';
import { createTermService, type TermField } from '../../src/taxonomy/service.ts';

/** Terms in a Map: the repository contract without a database. */
function fakeRepository(): TermRepository & { terms: Map<number, Term> } {
  const terms = new Map<number, Term>();
  let nextId = 1;
  const slugTaken = async (slug: string, exceptId?: number) => [...terms.values()].some((term) => term.slug === slug && term.id !== exceptId);
  return {
    terms,
    async list() {
      return { page: [...terms.values()], total: terms.size };
    },
    get: async (id) => terms.get(id) ?? null,
    byIds: async (ids) => new Map(ids.flatMap((id) => (terms.has(id) ? [[id, terms.get(id)!] as const] : []))),
    bySlug: async (slug) => [...terms.values()].find((term) => term.slug === slug) ?? null,
    slugTaken,
    async create(input) {
      if (await slugTaken(input.slug)) throw new SlugTaken(input.slug);
      const term = { id: nextId++, ...input };
      terms.set(term.id, term);
      return term;
    },
    async update(id, input) {
      if (!terms.has(id)) return null;
      if (await slugTaken(input.slug, id)) throw new SlugTaken(input.slug);
      terms.set(id, { id, ...input });
      return terms.get(id)!;
    },
    async remove(id) {
      terms.delete(id);
    },
  };
}

function setUp(kind: 'category' | 'tag') {
  const repository = fakeRepository();
  const unlinked: [TermField, number][] = [];
  const service = createTermService({ kind, repository, posts: { unlinkTerm: async (field, id) => void unlinked.push([field, id]) } });
  return { repository, unlinked, service };
}

async function problemOf(promise: Promise<unknown>): Promise<HttpProblem> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(HttpProblem);
  return error as HttpProblem;
}

describe('term service', () => {
  it('trims what it stores and keeps a category description, never a tag one', async () => {
    const categories = setUp('category');
    expect(await categories.service.create({ name: ' Strategy ', slug: ' strategy ', description: ' Shots. ' })).toEqual({ id: 1, name: 'Strategy', slug: 'strategy', description: 'Shots.' });
    const tags = setUp('tag');
    expect(await tags.service.create({ name: 'Dink', slug: 'dink', description: 'ignored' })).toEqual({ id: 1, name: 'Dink', slug: 'dink' });
  });

  it('refuses a blank name and a bad slug together, storing nothing', async () => {
    const { service, repository } = setUp('category');
    const problem = await problemOf(service.create({ name: '  ', slug: 'Not Ok' }));
    expect(problem.status).toBe(400);
    expect(problem.errors).toEqual({ name: 'Name is required', slug: 'Slug may contain only lowercase letters, digits and hyphens' });
    expect(repository.terms.size).toBe(0);
  });

  it('answers a slug another term of the kind holds with 409, on create and on update', async () => {
    const { service } = setUp('tag');
    await service.create({ name: 'Dink', slug: 'dink' });
    const erne = await service.create({ name: 'Erne', slug: 'erne' });
    const onCreate = await problemOf(service.create({ name: 'Other', slug: 'dink' }));
    expect([onCreate.status, onCreate.message]).toEqual([409, 'A tag with the slug "dink" already exists.']);
    const onUpdate = await problemOf(service.update(erne.id, { name: 'Erne', slug: 'dink' }));
    expect(onUpdate.status).toBe(409);
    // Keeping its own slug is no conflict.
    expect(await service.update(erne.id, { name: 'Erne shot', slug: 'erne' })).toEqual({ id: erne.id, name: 'Erne shot', slug: 'erne' });
  });

  it('answers a missing term with 404 on read, update and delete', async () => {
    const { service } = setUp('category');
    for (const attempt of [service.get(9), service.update(9, { name: 'X', slug: 'x' }), service.remove(9)]) {
      const problem = await problemOf(attempt);
      expect([problem.status, problem.message]).toEqual([404, 'Category not found.']);
    }
  });

  it('unlinks a deleted term from posts before removing it, and returns it as it was', async () => {
    const { service, repository, unlinked } = setUp('tag');
    const tag = await service.create({ name: 'Dink', slug: 'dink' });
    expect(await service.remove(tag.id)).toEqual(tag);
    expect(unlinked).toEqual([['tagIds', tag.id]]);
    expect(repository.terms.size).toBe(0);
  });

  it('keeps the term when unlinking from posts fails', async () => {
    const repository = fakeRepository();
    const service = createTermService({ kind: 'category', repository, posts: { unlinkTerm: () => Promise.reject(new Error('database gone')) } });
    const category = await service.create({ name: 'Gear', slug: 'gear' });
    await expect(service.remove(category.id)).rejects.toThrow('database gone');
    expect(repository.terms.get(category.id)).toEqual(category);
  });
});
