import { beforeAll, describe, expect, it } from 'vitest';
import { GEAR_MESSAGES } from '../../../common/gear.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember } from '../users/staff.ts';
import { createProduct, daysAgo, PADDLE } from './fixtures.ts';

/** One character, two UTF-16 units. */
const PADDLE_EMOJI = '\u{1F3D3}';

describe('gear products (admin)', () => {
  const app = useNewsletterApp();
  const staff = {} as Record<'viewer' | 'author' | 'editor', { id: number; cookie: string }>;
  beforeAll(async () => {
    staff.viewer = await staffMember(app, 'viewer', 'gear-viewer');
    staff.author = await staffMember(app, 'author', 'gear-author');
    staff.editor = await staffMember(app, 'editor', 'gear-editor');
  });
  const total = async () => Number((await call(app, app.cookie, 'GET', '/api/gear/products?range=[0,0]')).response.headers.get('content-range')?.split('/')[1]);

  it('creates a paddle with typed specs and reads it back; the slug is stored in lower case', async () => {
    const created = await call(app, staff.author.cookie, 'POST', '/api/gear/products', { ...PADDLE, slug: 'Harbor-Lane-Tidewater-16', brand: '  Harbor Lane ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'harbor-lane-tidewater-16', brand: 'Harbor Lane', status: 'draft', specs: PADDLE.specs, approval: PADDLE.approval, priceCents: 15_999 });
    const read = await call(app, staff.viewer.cookie, 'GET', `/api/gear/products/${created.body.id}`);
    expect(read.body).toEqual(created.body);
  });

  it('answers 409 for a slug another product uses, in any case', async () => {
    await createProduct(app, app.cookie, { kind: 'ball', brand: 'Harbor Lane', model: 'Outdoor 40', slug: 'harbor-lane-outdoor-40' });
    const before = await total();
    const again = await call(app, app.cookie, 'POST', '/api/gear/products', { kind: 'ball', brand: 'Other', model: 'Other', slug: 'HARBOR-lane-outdoor-40' });
    expect(again.status).toBe(409);
    expect(again.body.errors).toHaveProperty('slug');
    expect(await total()).toBe(before);
    const other = await createProduct(app, app.cookie, { kind: 'net', brand: 'Harbor Lane', model: 'Portable', slug: 'harbor-lane-portable' });
    const renamed = await call(app, app.cookie, 'PUT', `/api/gear/products/${other.id}`, { kind: 'net', brand: 'Harbor Lane', model: 'Portable', slug: 'harbor-lane-outdoor-40' });
    expect(renamed.status).toBe(409);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['an unknown kind', { kind: 'racket' }, 'kind'],
    ['no brand', { brand: '   ' }, 'brand'],
    ['a slug with spaces', { slug: 'two words' }, 'slug'],
    ['a negative price', { priceCents: -1 }, 'priceCents'],
    ['a price without its date', { priceCheckedAt: null }, 'priceCheckedAt'],
    ['a price checked in the future', { priceCheckedAt: daysAgo(-5) }, 'priceCheckedAt'],
    ['an image from elsewhere', { images: ['https://evil.example/x.png'] }, 'images.0'],
    ['a javascript: buy link', { buyLinks: [{ label: 'x', url: 'javascript:alert(1)', affiliate: false }] }, 'buyLinks.0.url'],
    ['a buy link that hides whether it is affiliate', { buyLinks: [{ label: 'x', url: 'https://a.example' }] }, 'buyLinks.0.affiliate'],
    ['specs without a source', { specs: { thicknessMm: { value: 16 } } }, 'specs.thicknessMm.source'],
    ['an unknown shape', { specs: { shape: { value: 'round', source: 'maker' } } }, 'specs.shape.value'],
    ['specs on a ball', { kind: 'ball' }, 'specs'],
    ['a list date on an unlisted product', { approval: { status: 'not-listed', listedOn: '2026-01-01' } }, 'approval.listedOn'],
  ];
  it.each(bad)('refuses %s with 400 naming the field, and stores nothing', async (_label, change, field) => {
    const before = await total();
    const refused = await call(app, app.cookie, 'POST', '/api/gear/products', { ...PADDLE, slug: 'refused-one', ...change });
    expect(refused.status).toBe(400);
    expect(refused.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(Object.keys(refused.body.errors as object)).toContain(field);
    expect(await total()).toBe(before);
  });

  it('lets viewers read but not write, anonymous callers neither', async () => {
    expect((await call(app, staff.viewer.cookie, 'POST', '/api/gear/products', { ...PADDLE, slug: 'by-viewer' })).status).toBe(403);
    expect((await call(app, undefined, 'GET', '/api/gear/products')).status).toBe(401);
    expect((await call(app, undefined, 'POST', '/api/gear/products', { ...PADDLE, slug: 'by-nobody' })).status).toBe(401);
  });

  it('authors write drafts; only editors publish, unpublish and delete', async () => {
    const refused = await call(app, staff.author.cookie, 'POST', '/api/gear/products', { ...PADDLE, slug: 'author-publishes', status: 'published' });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Only editors and admins can publish or unpublish gear and reviews.');
    const draft = await createProduct(app, staff.author.cookie, { ...PADDLE, slug: 'author-draft' });
    expect((await call(app, staff.author.cookie, 'PUT', `/api/gear/products/${draft.id}`, { ...PADDLE, slug: 'author-draft', status: 'published' })).status).toBe(403);
    expect((await call(app, staff.author.cookie, 'PUT', `/api/gear/products/${draft.id}`, { ...PADDLE, slug: 'author-draft', model: 'Tidewater 14' })).body.model).toBe('Tidewater 14');
    expect((await call(app, staff.editor.cookie, 'PUT', `/api/gear/products/${draft.id}`, { ...PADDLE, slug: 'author-draft', status: 'published' })).body.status).toBe('published');
    // A published product is no longer the author's to change (that would unpublish or rewrite it).
    expect((await call(app, staff.author.cookie, 'PUT', `/api/gear/products/${draft.id}`, { ...PADDLE, slug: 'author-draft' })).status).toBe(403);
    expect((await call(app, staff.author.cookie, 'DELETE', `/api/gear/products/${draft.id}`)).status).toBe(403);
    expect((await call(app, staff.editor.cookie, 'DELETE', `/api/gear/products/${draft.id}`)).status).toBe(200);
    expect((await call(app, staff.editor.cookie, 'GET', `/api/gear/products/${draft.id}`)).status).toBe(404);
  });

  it('lists with sort, range, kind and status filters and Content-Range', async () => {
    await createProduct(app, app.cookie, { kind: 'shoe', brand: 'Aster', model: 'Court Low', slug: 'aster-court-low', status: 'published' });
    await createProduct(app, app.cookie, { kind: 'shoe', brand: 'Zephyr', model: 'Court Mid', slug: 'zephyr-court-mid' });
    const shoes = await call(app, app.cookie, 'GET', `/api/gear/products?filter=${encodeURIComponent('{"kind":"shoe"}')}&sort=${encodeURIComponent('["brand","DESC"]')}&range=[0,9]`);
    expect((shoes.body as unknown as { brand: string }[]).map((row) => row.brand)).toEqual(['Zephyr', 'Aster']);
    expect(shoes.response.headers.get('content-range')).toBe('products 0-1/2');
    const published = await call(app, app.cookie, 'GET', `/api/gear/products?filter=${encodeURIComponent('{"kind":"shoe","status":"published"}')}`);
    expect((published.body as unknown as { slug: string }[]).map((row) => row.slug)).toEqual(['aster-court-low']);
    expect((await call(app, app.cookie, 'GET', `/api/gear/products?filter=${encodeURIComponent('{"kind":"racket"}')}`)).status).toBe(400);
    expect((await call(app, app.cookie, 'GET', `/api/gear/products?sort=${encodeURIComponent('["specs","ASC"]')}`)).status).toBe(400);
  });

  it('counts a buy link label in characters as the contract does: 80 emoji are taken, 81 refused', async () => {
    const link = (label: string) => ({ ...PADDLE, slug: 'emoji-store-link', buyLinks: [{ label, url: 'https://shop.example.com/tidewater', affiliate: false }] });
    const fits = await call(app, app.cookie, 'POST', '/api/gear/products', link(PADDLE_EMOJI.repeat(80)));
    expect(fits.status).toBe(201);
    expect(fits.body.buyLinks).toEqual([{ label: PADDLE_EMOJI.repeat(80), url: 'https://shop.example.com/tidewater', affiliate: false }]);
    const over = await call(app, app.cookie, 'PUT', `/api/gear/products/${fits.body.id}`, link(PADDLE_EMOJI.repeat(81)));
    expect(over.status).toBe(400);
    expect(over.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(over.body.errors).toEqual({ 'buyLinks.0.label': GEAR_MESSAGES.tooLong(80) });
  });
});
