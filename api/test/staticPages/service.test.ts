import { describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '../../../common/pageMessages.ts';
import { PageSlugTaken, type StaticPage, type StaticPageRepository } from '../../src/staticPages/repository/staticPageRepository.ts';
import { createStaticPageService } from '../../src/staticPages/service.ts';
import { problemOf } from '../helpers/problems.ts';

/** The repository's interface over an array. */
function fakeRepository(): StaticPageRepository {
  const pages: StaticPage[] = [];
  let nextId = 1;
  const slugTaken = async (slug: string, exceptId?: number) => pages.some((p) => p.slug === slug && p.id !== exceptId);
  return {
    async list({ isPublished }) {
      const page = pages.filter((p) => isPublished === undefined || p.isPublished === isPublished);
      return { page, total: page.length };
    },
    get: async (id) => pages.find((p) => p.id === id) ?? null,
    bySlug: async (slug) => pages.find((p) => p.slug === slug) ?? null,
    published: async () => pages.filter((p) => p.isPublished),
    slugTaken,
    async create(fields) {
      if (await slugTaken(fields.slug)) throw new PageSlugTaken(fields.slug);
      const page = { ...fields, id: nextId++, createdAt: new Date(), updatedAt: new Date() };
      pages.push(page);
      return page;
    },
    async update(id, fields) {
      const index = pages.findIndex((p) => p.id === id);
      if (index < 0) return null;
      pages[index] = { ...pages[index]!, ...fields, updatedAt: new Date() };
      return pages[index]!;
    },
    async remove(id) {
      pages.splice(pages.findIndex((p) => p.id === id), 1);
    },
    count: async () => pages.length,
  };
}

describe('static page rules', () => {
  const service = () => createStaticPageService({ repository: fakeRepository(), reserved: new Set(['blog', 'api']) });

  it('trims text, defaults to a draft and keeps drafts from the public', async () => {
    const pages = service();
    const page = await pages.create({ title: ' About ', slug: ' about ', content: '# Hi' });
    expect(page).toMatchObject({ title: 'About', slug: 'about', isPublished: false, metaTitle: '' });
    expect(await pages.publicBySlug('about')).toBeUndefined();
    await pages.update(page.id, { title: 'About', slug: 'about', content: '# Hi', isPublished: true });
    expect((await pages.publicBySlug('about'))?.html).toBe('<h1>Hi</h1>');
  });

  it('refuses every bad field at once', async () => {
    const problem = await problemOf(() => service().create({ title: ' ', slug: 'blog', content: '', structuredData: 'not json' }));
    expect(problem.status).toBe(400);
    expect(problem.errors).toEqual({
      title: 'Title is required',
      slug: PAGE_MESSAGES.reservedSlug('blog'),
      content: 'Content is required',
      structuredData: PAGE_MESSAGES.structuredDataInvalid,
    });
  });

  it('accepts any JSON as structured data, and empty', async () => {
    const pages = service();
    await expect(pages.create({ title: 'A', slug: 'a', content: 'x', structuredData: '[{"@type":"Thing"}]' })).resolves.toBeDefined();
    await expect(pages.create({ title: 'B', slug: 'b', content: 'x', structuredData: '  ' })).resolves.toMatchObject({ structuredData: '' });
  });

  it('answers a taken slug with 409 and an unknown id with 404', async () => {
    const pages = service();
    await pages.create({ title: 'A', slug: 'a', content: 'x' });
    expect((await problemOf(() => pages.create({ title: 'A', slug: 'a', content: 'x' }))).status).toBe(409);
    expect((await problemOf(() => pages.update(99, { title: 'A', slug: 'z', content: 'x' }))).status).toBe(404);
    expect((await problemOf(() => pages.remove(99))).status).toBe(404);
  });
});
