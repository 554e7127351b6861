import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/testApp.ts';
import { call } from '../users/staff.ts';
import { createProduct, PADDLE, REVIEW } from '../gear/fixtures.ts';

interface Item {
  slug: string;
  brand: string;
  price?: { cents: number };
  delisted: boolean;
}
const get = (app: { url: string }, path: string) => call(app, undefined, 'GET', path);
const slugs = (body: unknown) => (body as { items: Item[] }).items.map((item) => item.slug);

/** A published paddle of the given weight (oz), surface and price (cents). */
const paddle = (slug: string, weight: number, surface: string, priceCents: number, extra: Record<string, unknown> = {}) => ({
  ...PADDLE,
  slug,
  model: slug,
  priceCents,
  status: 'published',
  specs: { ...PADDLE.specs, weightOz: { value: weight, source: 'measured' }, surface: { value: surface, source: 'maker' } },
  ...extra,
});

describe('the public gear reads: weight and surface filters, sorts, the overview and comparisons', () => {
  const app = useTestApp();
  beforeAll(async () => {
    await createProduct(app, app.cookie, paddle('light-raw-carbon', 7.4, 'Raw carbon fiber', 14_000));
    await createProduct(app, app.cookie, paddle('mid-fiberglass', 7.9, 'Fiberglass', 9_000));
    const heavy = await createProduct(app, app.cookie, paddle('heavy-carbon', 8.5, 'Carbon fiber', 19_000, { approval: { status: 'delisted', listedOn: '2025-06-01' } }));
    await createProduct(app, app.cookie, paddle('hidden-draft', 7.9, 'Carbon fiber', 9_000, { status: 'draft' }));
    await createProduct(app, app.cookie, { kind: 'ball', brand: 'Quarry Works', model: 'Dune 40', slug: 'dune-40', status: 'published' });
    await call(app, app.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId: heavy.id, status: 'published' });
  });

  it('filters paddles by weight and by a word of the surface, in any case', async () => {
    expect(slugs((await get(app, '/api/public/gear?kind=paddle&weightMin=7.5&weightMax=8')).body)).toEqual(['mid-fiberglass']);
    expect(slugs((await get(app, '/api/public/gear?kind=paddle&weightMax=8')).body).sort()).toEqual(['light-raw-carbon', 'mid-fiberglass']);
    expect(slugs((await get(app, '/api/public/gear?surface=CARBON')).body).sort()).toEqual(['heavy-carbon', 'light-raw-carbon']);
    // A ball has no weight spec: a weight filter leaves it out.
    expect(slugs((await get(app, '/api/public/gear?weightMin=0')).body)).not.toContain('dune-40');
    for (const path of ['/api/public/gear?weightMin=heavy', '/api/public/gear?weightMax=101', '/api/public/gear?sort=colour', `/api/public/gear?surface=${'x'.repeat(61)}`]) {
      const refused = await get(app, path);
      expect(refused.status, path).toBe(400);
      expect(refused.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
  });

  it('sorts by weight (lightest first), price and name, combining every filter', async () => {
    expect(slugs((await get(app, '/api/public/gear?kind=paddle&sort=weight')).body)).toEqual(['light-raw-carbon', 'mid-fiberglass', 'heavy-carbon']);
    expect(slugs((await get(app, '/api/public/gear?kind=paddle&sort=price-desc')).body)).toEqual(['heavy-carbon', 'light-raw-carbon', 'mid-fiberglass']);
    const all = '/api/public/gear?kind=paddle&priceMin=10000&priceMax=20000&thicknessMin=15&thicknessMax=17&weightMin=7&weightMax=9&shape=elongated&surface=carbon&approval=delisted&sort=score';
    expect(slugs((await get(app, all)).body)).toEqual(['heavy-carbon']);
  });

  it('answers 50 products a page, with the page, the page count and how many match', async () => {
    for (let batch = 0; batch < 5; batch += 1) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => createProduct(app, app.cookie, { kind: 'ball', brand: 'Quarry Works', model: `Bulk ${batch * 10 + i}`, slug: `bulk-ball-${batch * 10 + i}`, status: 'published' })));
    }
    const first = (await get(app, '/api/public/gear?kind=ball')).body as unknown as { items: Item[]; page: number; totalPages: number; total: number };
    expect([first.items.length, first.page, first.totalPages, first.total]).toEqual([50, 1, 2, 51]);
    const second = (await get(app, '/api/public/gear?kind=ball&page=2')).body as unknown as { items: Item[]; page: number };
    expect([second.items.length, second.page]).toEqual([1, 2]);
    expect(new Set([...first.items, ...second.items].map((item) => item.slug)).size).toBe(51);
    expect(((await get(app, '/api/public/gear?kind=ball&page=3')).body as unknown as { items: Item[] }).items).toEqual([]);
    expect((await get(app, '/api/public/gear?page=0')).status).toBe(400);
  });

  it('answers the overview: counts by kind, the newest published review, and where to buy with the affiliate disclosure', async () => {
    const { status, body } = await get(app, '/api/public/gear/overview');
    expect(status).toBe(200);
    expect(body.kinds).toEqual(expect.arrayContaining([{ kind: 'paddle', count: 3 }, { kind: 'ball', count: 51 }, { kind: 'net', count: 0 }]));
    expect(body.reviews).toEqual([expect.objectContaining({ slug: 'heavy-carbon', kind: 'paddle', score: REVIEW.score, delisted: true, author: expect.any(String) })]);
    const shop = body.shop as { slug: string; buyLinks: { affiliate: boolean }[] }[];
    expect(shop.map((item) => item.slug).sort()).toEqual(['heavy-carbon', 'light-raw-carbon', 'mid-fiberglass']);
    expect(shop[0]!.buyLinks[0]!.affiliate).toBe(true);
    expect(body.affiliateDisclosure).toMatch(/affiliate links/);
  });

  it('compares 2 to 4 published products in the order asked, each slug once', async () => {
    const pair = await get(app, '/api/public/gear/compare?items=mid-fiberglass,heavy-carbon,mid-fiberglass');
    expect(pair.status).toBe(200);
    expect(slugs(pair.body)).toEqual(['mid-fiberglass', 'heavy-carbon']);
    const [, heavy] = (pair.body as unknown as { items: (Item & { reviews: unknown[]; buyLinks: unknown[] })[] }).items;
    expect(heavy).toMatchObject({ delisted: true, score: REVIEW.score, buyLinks: [expect.objectContaining({ affiliate: true })] });
    expect(slugs((await get(app, '/api/public/gear/compare?items=dune-40,light-raw-carbon,mid-fiberglass,heavy-carbon')).body)).toHaveLength(4);
  });

  it('refuses 1 or 5 products with a 400 and an unknown or draft slug with a 404 naming it', async () => {
    for (const items of ['mid-fiberglass', 'mid-fiberglass,mid-fiberglass', 'a,b,c,d,e', ',,,']) {
      const refused = await get(app, `/api/public/gear/compare?items=${items}`);
      expect(refused.status, items).toBe(400);
      expect(refused.body.detail).toMatch(/Compare 2 to 4 products/);
    }
    expect((await get(app, '/api/public/gear/compare')).status).toBe(400);
    expect((await get(app, '/api/public/gear/compare?items=%3Cscript%3E,b')).status).toBe(400);
    const unknown = await get(app, '/api/public/gear/compare?items=mid-fiberglass,no-such-paddle');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toContain('no-such-paddle');
    expect((await get(app, '/api/public/gear/compare?items=mid-fiberglass,hidden-draft')).status).toBe(404);
  });

  it('lists the gear pages and every published product in the sitemap, drafts left out', async () => {
    const sitemap = await fetch(`${app.url}/sitemap.xml`).then((response) => response.text());
    expect(sitemap).toMatch(/<loc>[^<]*\/gear<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/gear\/how-we-review<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/gear\/paddle<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/gear\/paddle\/heavy-carbon<\/loc><lastmod>/);
    expect(sitemap).not.toContain('hidden-draft');
  });

  it('drops a product from the reads once it is unpublished', async () => {
    const [product] = (await call(app, app.cookie, 'GET', `/api/gear/products?filter=${encodeURIComponent('{"q":"mid-fiberglass"}')}`)).body as unknown as { id: number }[];
    const stored = (await call(app, app.cookie, 'GET', `/api/gear/products/${product!.id}`)).body;
    const { id: _id, updatedAt: _updatedAt, ...fields } = stored as Record<string, unknown>;
    expect((await call(app, app.cookie, 'PUT', `/api/gear/products/${product!.id}`, { ...fields, status: 'draft' })).status).toBe(200);
    expect((await get(app, '/api/public/gear/compare?items=mid-fiberglass,heavy-carbon')).status).toBe(404);
    expect(slugs((await get(app, '/api/public/gear?kind=paddle')).body)).not.toContain('mid-fiberglass');
  });
});
