import { describe, expect, it } from 'vitest';
import { pagesCreate, pagesDelete, pagesGet, pagesList, pagesUpdate, publicGetPage, publicListPages } from '../../../codegen/hey-api/sdk.gen.ts';
import { PAGE_MESSAGES } from '../../../common/pageMessages.ts';
import { TEST_SITE_URL, useTestApp } from '../helpers/testApp.ts';

const PAGE = {
  title: ' Court Rental Policy ',
  slug: 'court-rental-policy',
  content: '<h2>Booking</h2><p>Courts are booked <strong>by the hour</strong>.</p><script>alert(1)</script><img src="https://example.com/x.png" onerror="alert(1)" alt="x"><iframe src="https://example.com"></iframe>',
  metaTitle: 'Renting a court',
  metaDescription: 'How to book a court.',
  keywords: 'courts, booking',
  structuredData: '{"@context":"https://schema.org","@type":"WebPage","name":"</script><script>alert(1)</script>"}',
  isPublished: true,
};

describe('static pages API', () => {
  const app = useTestApp();

  it('creates, reads, updates, lists and deletes a page in react-admin shapes', async () => {
    const created = await pagesCreate({ client: app.admin, body: PAGE });
    expect(created.response?.status).toBe(201);
    expect(created.data).toMatchObject({ id: expect.any(Number), title: 'Court Rental Policy', slug: 'court-rental-policy', isPublished: true, ogImage: '', canonicalUrl: '' });
    const id = created.data!.id;
    expect((await pagesGet({ client: app.admin, path: { id } })).data?.keywords).toBe('courts, booking');

    const updated = await pagesUpdate({ client: app.admin, path: { id }, body: { title: 'Court Rentals', slug: 'court-rentals', content: 'New text' } });
    expect(updated.data).toMatchObject({ id, title: 'Court Rentals', slug: 'court-rentals', isPublished: false, structuredData: '' });

    const list = await pagesList({ client: app.admin, query: { filter: '{"q":"rentals","isPublished":false}', sort: '["title","ASC"]', range: '[0,9]' } });
    expect(list.data?.map((page) => page.id)).toEqual([id]);
    expect(list.response?.headers.get('content-range')).toBe('pages 0-0/1');
    const published = await pagesList({ client: app.admin, query: { filter: '{"q":"rentals","isPublished":true}' } });
    expect(published.data).toEqual([]);

    const deleted = await pagesDelete({ client: app.admin, path: { id } });
    expect(deleted.data).toMatchObject({ id, slug: 'court-rentals' });
    expect((await pagesGet({ client: app.admin, path: { id } })).response?.status).toBe(404);
    expect((await pagesDelete({ client: app.admin, path: { id } })).response?.status).toBe(404);
  });

  it('needs a session for every operation', async () => {
    expect((await pagesList({ client: app.anonymous })).response?.status).toBe(401);
    expect((await pagesCreate({ client: app.anonymous, body: { ...PAGE, slug: 'anon' } })).response?.status).toBe(401);
  });

  it.each([
    [{ title: '', slug: 'x', content: 'x' }, 'title'],
    [{ title: 'X', slug: 'Upper Case', content: 'x' }, 'slug'],
  ])('refuses %j with 400 naming the field', async (body, field) => {
    const { response, error } = await pagesCreate({ client: app.admin, body });
    expect(response?.status).toBe(400);
    expect(JSON.stringify(error)).toContain(field);
  });

  it('stores the content as sanitized HTML: scripts, frames and event handlers are dropped on write', async () => {
    const created = (await pagesCreate({ client: app.admin, body: { ...PAGE, slug: 'sanitized' } })).data!;
    expect(created.content).toBe('<h2>Booking</h2><p>Courts are booked <strong>by the hour</strong>.</p><img src="https://example.com/x.png" alt="x" />');
    expect((await pagesGet({ client: app.admin, path: { id: created.id } })).data?.content).toBe(created.content);
    const updated = await pagesUpdate({ client: app.admin, path: { id: created.id }, body: { ...PAGE, slug: 'sanitized', content: '<p onclick="alert(1)">Hi <a href="javascript:alert(1)">there</a></p>' } });
    expect(updated.data?.content).toBe('<p>Hi <a>there</a></p>');
  });

  it('refuses content that is nothing once sanitized, with its message under the field, and stores nothing', async () => {
    const { response, error } = await pagesCreate({ client: app.admin, body: { ...PAGE, slug: 'only-script', content: '<script>alert(1)</script><p> </p>' } });
    expect(response?.status).toBe(400);
    expect(error).toMatchObject({ errors: { content: 'Content is required' } });
    expect((await pagesList({ client: app.admin, query: { filter: '{"q":"only-script"}' } })).data).toEqual([]);
  });

  it('refuses structured data that is not JSON, with its message under the field, and stores nothing', async () => {
    const { response, error } = await pagesCreate({ client: app.admin, body: { ...PAGE, slug: 'bad-json', structuredData: '{"@type": "WebPage",}' } });
    expect(response?.status).toBe(400);
    expect(error).toMatchObject({ errors: { structuredData: PAGE_MESSAGES.structuredDataInvalid } });
    expect((await pagesList({ client: app.admin, query: { filter: '{"q":"bad-json"}' } })).data).toEqual([]);
  });

  it.each(['blog', 'n4n4', 'admin', 'login', 'api', 'preview', 'newsletter', 'assets', 'search'])('refuses the reserved slug "%s"', async (slug) => {
    const { response, error } = await pagesCreate({ client: app.admin, body: { ...PAGE, slug } });
    expect(response?.status).toBe(400);
    expect(error).toMatchObject({ errors: { slug: PAGE_MESSAGES.reservedSlug(slug) } });
  });

  it('answers a slug another page uses with 409, on create and update', async () => {
    await pagesCreate({ client: app.admin, body: { ...PAGE, slug: 'taken' } });
    const other = (await pagesCreate({ client: app.admin, body: { ...PAGE, slug: 'other' } })).data!;
    expect((await pagesCreate({ client: app.admin, body: { ...PAGE, slug: 'taken' } })).response?.status).toBe(409);
    const rename = await pagesUpdate({ client: app.admin, path: { id: other.id }, body: { ...PAGE, slug: 'taken' } });
    expect(rename.response?.status).toBe(409);
    expect(rename.error).toMatchObject({ detail: 'A page with the slug "taken" already exists.' });
  });

  it('serves published pages publicly with sanitized HTML, drafts and unknown slugs as 404', async () => {
    const page = (await pagesCreate({ client: app.admin, body: { ...PAGE, slug: 'public-page' } })).data!;
    const read = await publicGetPage({ client: app.anonymous, path: { slug: 'public-page' } });
    expect(read.response?.status).toBe(200);
    expect(read.data?.html).toContain('<h2>Booking</h2>');
    expect(read.data?.html).toContain('<strong>by the hour</strong>');
    expect(read.data?.html).not.toMatch(/<script|onerror/);
    expect(read.data?.structuredData).toBe(PAGE.structuredData);
    expect((await publicListPages({ client: app.anonymous })).data).toContainEqual({ title: 'Court Rental Policy', slug: 'public-page' });

    await pagesUpdate({ client: app.admin, path: { id: page.id }, body: { ...PAGE, slug: 'public-page', isPublished: false } });
    expect((await publicGetPage({ client: app.anonymous, path: { slug: 'public-page' } })).response?.status).toBe(404);
    expect((await publicListPages({ client: app.anonymous })).data?.map((p) => p.slug)).not.toContain('public-page');
    expect((await publicGetPage({ client: app.anonymous, path: { slug: 'no-such-page' } })).response?.status).toBe(404);
  });

  it('lists published pages in the sitemap, not drafts', async () => {
    await pagesCreate({ client: app.admin, body: { ...PAGE, slug: 'in-sitemap' } });
    await pagesCreate({ client: app.admin, body: { ...PAGE, slug: 'draft-page', isPublished: false } });
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${TEST_SITE_URL}/in-sitemap</loc>`);
    expect(sitemap).not.toContain('/draft-page<');
  });
});
