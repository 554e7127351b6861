import { describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '../../../common/pageMessages.ts';
import { PageSlugTaken, PageVersionStale, type PageRevision, type StaticPage, type StaticPageRepository } from '../../src/staticPages/repository/staticPageRepository.ts';
import { createPreviewLinkService } from '../../src/previews/service.ts';
import type { Role } from '../../src/users/user.ts';
import { createPageRevisionService } from '../../src/staticPages/revisions.ts';
import { createStaticPageService } from '../../src/staticPages/service.ts';
import { problemOf } from '../helpers/problems.ts';

/** The repository's interface over an array. */
function fakeRepository(): StaticPageRepository {
  const pages: StaticPage[] = [];
  const kept: PageRevision[] = [];
  const generations = new Map<number, number>();
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
      const page = { ...fields, id: nextId++, version: 1, createdAt: new Date(), updatedAt: new Date() };
      pages.push(page);
      return page;
    },
    async update(id, fields, expectedVersion) {
      const index = pages.findIndex((p) => p.id === id);
      if (index < 0) return null;
      const { id: _id, version, createdAt: _created, ...before } = pages[index]!;
      if (expectedVersion !== undefined && expectedVersion !== version) throw new PageVersionStale();
      kept.push({ ...before, recordId: id, version, replacedAt: new Date() });
      pages[index] = { ...pages[index]!, ...fields, version: version + 1, updatedAt: new Date() };
      return pages[index]!;
    },
    async remove(id) {
      pages.splice(pages.findIndex((p) => p.id === id), 1);
    },
    revisions: async (id) => kept.filter((r) => r.recordId === id).reverse(),
    revision: async (id, version) => kept.find((r) => r.recordId === id && r.version === version) ?? null,
    previewGeneration: async (id) => generations.get(id) ?? 0,
    async revokePreviews(id) {
      generations.set(id, (generations.get(id) ?? 0) + 1);
    },
    count: async () => pages.length,
  };
}

describe('static page rules', () => {
  const service = () => createStaticPageService({ repository: fakeRepository(), reserved: new Set(['blog', 'api']) });

  it('trims text, defaults to a draft and keeps drafts from the public', async () => {
    const pages = service();
    const page = await pages.create({ title: ' About ', slug: ' about ', content: '<h1>Hi</h1>' });
    expect(page).toMatchObject({ title: 'About', slug: 'about', isPublished: false, metaTitle: '' });
    expect(await pages.publicBySlug('about')).toBeUndefined();
    await pages.update(page.id, { title: 'About', slug: 'about', content: '<h1>Hi</h1><script>x()</script>', isPublished: true });
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

describe('static page history', () => {
  const setUp = () => {
    const repository = fakeRepository();
    const pages = createStaticPageService({ repository, reserved: new Set(['blog']) });
    return { pages, history: createPageRevisionService({ repository, pages }) };
  };

  it('keeps each replaced version, and a restore saves one as the newest (itself undoable)', async () => {
    const { pages, history } = setUp();
    const page = await pages.create({ title: 'Rules', slug: 'rules', content: 'Serve underhand.' });
    await pages.update(page.id, { title: 'House Rules', slug: 'rules', content: 'Serve underhand, always.' });
    expect((await history.list(page.id)).map((r) => [r.version, r.title])).toEqual([[1, 'Rules']]);

    const restored = await history.restore(page.id, 1, 2);
    expect(restored).toMatchObject({ title: 'Rules', content: 'Serve underhand.', version: 3 });
    expect((await history.list(page.id)).map((r) => [r.version, r.title])).toEqual([[2, 'House Rules'], [1, 'Rules']]);
  });

  it('refuses a restore from a stale version with 409, and names what is missing with 404', async () => {
    const { pages, history } = setUp();
    const page = await pages.create({ title: 'Rules', slug: 'rules', content: 'One.' });
    await pages.update(page.id, { title: 'Rules', slug: 'rules', content: 'Two.' });
    const stale = await problemOf(() => history.restore(page.id, 1, 1));
    expect(stale.status).toBe(409);
    expect(stale.errors).toHaveProperty('version');
    expect((await pages.get(page.id)).content).toBe('Two.');
    expect((await problemOf(() => history.restore(page.id, 9, undefined))).message).toBe('Revision not found.');
    expect((await problemOf(() => history.restore(99, 1, undefined))).message).toBe('Page not found.');
    expect((await problemOf(() => history.list(99))).status).toBe(404);
  });

  it('opens a preview only while the page\'s link generation holds and its maker is still an active editor', async () => {
    const repository = fakeRepository();
    const pages = createStaticPageService({ repository, reserved: new Set() });
    const staff = new Map<number, { role: Role; isActive: boolean }>([[1, { role: 'editor', isActive: true }]]);
    const previews = createPreviewLinkService({ kind: 'page', noun: 'Page', repository, rule: { leastRole: 'editor' }, makers: { get: async (id) => staff.get(id) ?? null }, secret: 's', siteUrl: 'https://example.test' });
    const page = await pages.create({ title: 'Draft', slug: 'draft', content: 'Soon.' });
    const grant = (generation: number) => ({ kind: 'page' as const, id: page.id, generation, expiresAt: 0, makerId: 1 });
    expect(await previews.opened(grant(0))).toMatchObject({ id: page.id });
    await repository.revokePreviews(page.id);
    expect(await previews.opened(grant(0))).toBeNull();
    expect(await previews.opened(grant(1))).toMatchObject({ id: page.id });
    expect((await problemOf(() => previews.createLink(page.id, { id: 2, role: 'author' }))).status).toBe(403);
    staff.set(1, { role: 'author', isActive: true });
    expect(await previews.opened(grant(1))).toBeNull();
  });
});
