import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import {
  pagePreviewsCreateLink,
  pagePreviewsRevokeLinks,
  pageRevisionsGet,
  pageRevisionsList,
  pageRevisionsRestore,
  pagesCreate,
  pagesDelete,
  pagesGet,
  pagesUpdate,
} from '../../../codegen/hey-api/sdk.gen.ts';
import type { StaticPage, StaticPageInput } from '../../../codegen/hey-api/types.gen.ts';
import { signGrant } from '../../src/previews/tokens.ts';
import { TEST_SITE_URL, useTestApp } from '../helpers/testApp.ts';

const DRAFT: StaticPageInput = {
  title: 'Court Etiquette',
  slug: 'court-etiquette',
  content: '<h2>Waiting your turn</h2><p>Paddles go in the rack; <strong>four up, four down</strong>.</p>',
  metaTitle: 'Etiquette on the courts',
};

/** The secret test apps sign with (helpers/testApp.ts). */
const TEST_SECRET = 'test-secret';

describe('static page revisions and preview links', () => {
  const app = useTestApp({ serveSite: true });

  const create = async (body: Partial<StaticPageInput>) => (await pagesCreate({ client: app.admin, body: { ...DRAFT, ...body } })).data!;
  const save = async (page: StaticPage, body: Partial<StaticPageInput>) => {
    const { data, response } = await pagesUpdate({ client: app.admin, path: { id: page.id }, body: { ...DRAFT, slug: page.slug, ...body } });
    expect(response?.status).toBe(200);
    return data!;
  };
  const link = async (id: number) => {
    const { data, response } = await pagePreviewsCreateLink({ client: app.admin, path: { id } });
    expect(response?.status).toBe(201);
    expect(response?.headers.get('cache-control')).toBe('no-store');
    return data!;
  };
  /** The link as a path on the test app (links are written on SITE_URL). */
  const open = (url: string) => fetch(`${app.url}${url.slice(TEST_SITE_URL.length)}`, { redirect: 'manual' });
  const expectRefused = async (response: Response) => {
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('404 Page Not Found');
    expect(html).not.toContain('four up, four down');
    expect(html).not.toContain('Preview - not published');
  };

  it('keeps the version each save replaces, newest first, with the words it changed', async () => {
    const page = await create({ slug: 'etiquette-history' });
    expect(page.version).toBe(1);
    const second = await save(page, { title: 'Court Etiquette, Revised', content: 'Paddles go in the rack.' });
    expect(second.version).toBe(2);
    await save(second, { title: 'Court Etiquette, Final', content: 'Paddles go in the rack. Call the score.' });

    const { data: revisions, response } = await pageRevisionsList({ client: app.admin, path: { id: page.id } });
    expect(response?.status).toBe(200);
    expect(revisions?.map((r) => [r.id, r.title, r.pageId, r.isPublished])).toEqual([
      [2, 'Court Etiquette, Revised', page.id, false],
      [1, 'Court Etiquette', page.id, false],
    ]);
    // Version 2 dropped "waiting your turn four up four down"; version 1 was all new (12 words).
    expect(revisions?.[0]).toMatchObject({ wordsAdded: 0, wordsRemoved: 7, savedAt: second.updatedAt });
    expect(revisions?.[1]).toMatchObject({ wordsAdded: 12, wordsRemoved: 0 });

    const one = await pageRevisionsGet({ client: app.admin, path: { id: page.id, revisionId: 1 } });
    expect(one.data).toMatchObject({ id: 1, title: 'Court Etiquette', content: DRAFT.content, metaTitle: 'Etiquette on the courts', slug: 'etiquette-history' });
    expect((await pageRevisionsGet({ client: app.admin, path: { id: page.id, revisionId: 9 } })).response?.status).toBe(404);
    expect((await pageRevisionsList({ client: app.admin, path: { id: 999_999 } })).response?.status).toBe(404);
  });

  it('restores a revision as the newest version, keeping the one it replaced, and refuses a stale restore', async () => {
    const page = await create({ slug: 'etiquette-restore', isPublished: true });
    const edited = await save(page, { title: 'Wrong Title', content: 'Oops.', isPublished: true });

    const stale = await pageRevisionsRestore({ client: app.admin, path: { id: page.id, revisionId: 1 }, body: { version: 1 } });
    expect(stale.response?.status).toBe(409);
    expect((await pagesGet({ client: app.admin, path: { id: page.id } })).data?.title).toBe('Wrong Title');

    const restored = await pageRevisionsRestore({ client: app.admin, path: { id: page.id, revisionId: 1 }, body: { version: edited.version } });
    expect(restored.response?.status).toBe(200);
    expect(restored.data).toMatchObject({ id: page.id, title: 'Court Etiquette', content: DRAFT.content, version: 3 });
    // The restore is public at once, and can itself be undone.
    expect(await (await fetch(`${app.url}/etiquette-restore`)).text()).toContain('four up, four down');
    const after = (await pageRevisionsList({ client: app.admin, path: { id: page.id } })).data!;
    expect(after.map((r) => [r.id, r.title])).toEqual([[2, 'Wrong Title'], [1, 'Court Etiquette']]);
  });

  it('refuses a save from a version that is no longer current, and changes nothing', async () => {
    const page = await create({ slug: 'etiquette-stale' });
    await save(page, { content: 'Newer words.' });
    const stale = await pagesUpdate({ client: app.admin, path: { id: page.id }, body: { ...DRAFT, slug: page.slug, content: 'Older words.', version: 1 } });
    expect(stale.response?.status).toBe(409);
    expect(stale.error).toMatchObject({ errors: { version: expect.stringContaining('changed elsewhere') } });
    expect((await pagesGet({ client: app.admin, path: { id: page.id } })).data).toMatchObject({ content: 'Newer words.', version: 2 });
  });

  it('treats a page stored before versions as version 1 and keeps it on the next save', async () => {
    const page = await create({ slug: 'etiquette-legacy' });
    await mongoose.connection.collection('staticpages').updateOne({ _id: page.id as never }, { $unset: { version: '' } });
    expect((await pagesGet({ client: app.admin, path: { id: page.id } })).data?.version).toBe(1);
    expect((await save(page, { content: 'Saved again.' })).version).toBe(2);
    expect((await pageRevisionsList({ client: app.admin, path: { id: page.id } })).data?.map((r) => r.id)).toEqual([1]);
  });

  it('shows a draft page through its link with the site look: banner, noindex, never cached, still not public', async () => {
    const page = await create({ slug: 'etiquette-preview' });
    const { url, expiresAt } = await link(page.id);
    expect(url).toMatch(new RegExp(`^${TEST_SITE_URL}/preview/page-[\\w.-]+$`));
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());

    const response = await open(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('Preview - not published');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain('<strong>four up, four down</strong>');
    expect(html).toContain('<footer');
    expect(html).not.toContain('<script type="module"');
    expect((await fetch(`${app.url}/etiquette-preview`)).status).toBe(404);

    // Once published, the link leads to the page itself.
    await save(page, { isPublished: true });
    const published = await open(url);
    expect(published.status).toBe(302);
    expect(published.headers.get('location')).toBe('/etiquette-preview');
  });

  it('answers 404 for a revoked, expired, forged or deleted page link', async () => {
    const page = await create({ slug: 'etiquette-revoked' });
    const first = await link(page.id);
    expect((await pagePreviewsRevokeLinks({ client: app.admin, path: { id: page.id } })).response?.status).toBe(204);
    await expectRefused(await open(first.url));
    const again = await link(page.id);
    expect((await open(again.url)).status).toBe(200);

    const makerId = Number(again.url.split('.')[3]);
    const expired = signGrant(TEST_SECRET, { kind: 'page', id: page.id, generation: 1, expiresAt: Math.floor(Date.now() / 1000) - 1, makerId });
    await expectRefused(await fetch(`${app.url}/preview/${expired}`));
    // A page's token read as a post's (its kind taken off) is a forgery.
    const asPost = again.url.slice(again.url.indexOf('/preview/page-') + '/preview/page-'.length);
    await expectRefused(await fetch(`${app.url}/preview/${asPost}`));

    await pagesDelete({ client: app.admin, path: { id: page.id } });
    await expectRefused(await open(again.url));
    expect((await pagePreviewsCreateLink({ client: app.admin, path: { id: page.id } })).response?.status).toBe(404);
    expect((await pagePreviewsCreateLink({ client: app.anonymous, path: { id: page.id } })).response?.status).toBe(401);
  });
});
