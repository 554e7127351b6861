import { beforeAll, describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call } from '../users/staff.ts';
import { createProduct, daysAgo, PADDLE, REVIEW } from './fixtures.ts';

interface Item {
  slug: string;
  price?: { cents: number; checkedAt: string };
  delisted: boolean;
  score?: number;
}
const slugs = (body: unknown) => (body as { items: Item[] }).items.map((item) => item.slug);

describe('the public gear catalog', () => {
  const app = useNewsletterApp();
  const paddle = (slug: string, thickness: number, priceCents: number, extra: Record<string, unknown> = {}) => ({
    ...PADDLE,
    slug,
    model: slug,
    priceCents,
    status: 'published',
    specs: { ...PADDLE.specs, thicknessMm: { value: thickness, source: 'measured' } },
    ...extra,
  });
  beforeAll(async () => {
    await createProduct(app, app.cookie, paddle('thin-cheap', 13, 8_000));
    await createProduct(app, app.cookie, paddle('thick-dear', 16, 22_000, { specs: { ...PADDLE.specs, thicknessMm: { value: 16, source: 'maker' }, shape: { value: 'widebody', source: 'maker' } } }));
    await createProduct(app, app.cookie, paddle('stale-price', 14, 5_000, { priceCheckedAt: daysAgo(120) }));
    await createProduct(app, app.cookie, paddle('gone-delisted', 16, 12_000, { approval: { status: 'delisted', listedOn: '2025-06-01' } }));
    await createProduct(app, app.cookie, paddle('still-draft', 16, 10_000, { status: 'draft' }));
    await createProduct(app, app.cookie, { kind: 'ball', brand: 'Harbor Lane', model: 'Outdoor 40', slug: 'outdoor-40', status: 'published' });
  });

  it('shows only published products, filtered by kind, price, thickness, shape and approval, without a session', async () => {
    expect(slugs((await call(app, undefined, 'GET', '/api/public/gear?kind=paddle')).body)).toEqual(['gone-delisted', 'stale-price', 'thick-dear', 'thin-cheap']);
    expect(slugs((await call(app, undefined, 'GET', '/api/public/gear?kind=paddle&priceMin=9000&priceMax=20000')).body)).toEqual(['gone-delisted']);
    expect(slugs((await call(app, undefined, 'GET', '/api/public/gear?thicknessMin=15&thicknessMax=16.5')).body)).toEqual(['gone-delisted', 'thick-dear']);
    expect(slugs((await call(app, undefined, 'GET', '/api/public/gear?shape=widebody')).body)).toEqual(['thick-dear']);
    expect(slugs((await call(app, undefined, 'GET', '/api/public/gear?approval=delisted')).body)).toEqual(['gone-delisted']);
    expect((await call(app, undefined, 'GET', '/api/public/gear?kind=racket')).status).toBe(400);
  });

  it('leaves out a price checked more than 90 days ago, and sorts by price with those last', async () => {
    const list = (await call(app, undefined, 'GET', '/api/public/gear?kind=paddle&sort=price-asc')).body as unknown as { items: Item[] };
    expect(list.items.map((item) => item.slug)).toEqual(['thin-cheap', 'gone-delisted', 'thick-dear', 'stale-price']);
    const stale = list.items.find((item) => item.slug === 'stale-price')!;
    expect(stale).not.toHaveProperty('price');
    expect(list.items[0]!.price).toEqual({ cents: 8_000, checkedAt: PADDLE.priceCheckedAt });
    expect(slugs((await call(app, undefined, 'GET', '/api/public/gear?priceMax=6000')).body)).toEqual([]);
  });

  it('flags a delisted product in the list and on its page', async () => {
    const list = (await call(app, undefined, 'GET', '/api/public/gear?kind=paddle')).body as unknown as { items: Item[] };
    expect(list.items.filter((item) => item.delisted).map((item) => item.slug)).toEqual(['gone-delisted']);
    const page = await call(app, undefined, 'GET', '/api/public/gear/paddle/gone-delisted');
    expect(page.body).toMatchObject({ delisted: true, approval: { status: 'delisted', listedOn: '2025-06-01' } });
  });

  it('scores a product only through a published review, shown with its disclosure and the affiliate links flagged', async () => {
    const product = (await call(app, app.cookie, 'GET', `/api/gear/products?filter=${encodeURIComponent('{"q":"thick-dear"}')}`)).body as unknown as { id: number }[];
    const productId = product[0]!.id;
    const before = await call(app, undefined, 'GET', '/api/public/gear/paddle/thick-dear');
    expect(before.body).not.toHaveProperty('score');
    expect(before.body.reviews).toEqual([]);
    const review = await call(app, app.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId, score: 9, acquisition: 'lent-by-maker' });
    // A draft review changes nothing public.
    expect((await call(app, undefined, 'GET', '/api/public/gear/paddle/thick-dear')).body).not.toHaveProperty('score');
    await call(app, app.cookie, 'PUT', `/api/gear/reviews/${review.body.id}`, { ...REVIEW, productId, score: 9, acquisition: 'lent-by-maker', status: 'published' });
    const after = await call(app, undefined, 'GET', '/api/public/gear/paddle/thick-dear');
    expect(after.body).toMatchObject({ score: 9, reviewCount: 1, buyLinks: [{ label: 'Maker store', affiliate: true }] });
    expect(after.body.affiliateDisclosure).toMatch(/affiliate links/);
    expect(after.body.reviews).toEqual([expect.objectContaining({ score: 9, acquisition: 'lent-by-maker', disclosure: expect.stringMatching(/maker lent us/) })]);
    expect(slugs((await call(app, undefined, 'GET', '/api/public/gear?kind=paddle&sort=score')).body)[0]).toBe('thick-dear');
  });

  it('answers 404 for a draft, a wrong kind or an unknown slug', async () => {
    expect((await call(app, undefined, 'GET', '/api/public/gear/paddle/still-draft')).status).toBe(404);
    expect((await call(app, undefined, 'GET', '/api/public/gear/ball/thin-cheap')).status).toBe(404);
    expect((await call(app, undefined, 'GET', '/api/public/gear/paddle/no-such-paddle')).status).toBe(404);
    const ball = (await call(app, undefined, 'GET', '/api/public/gear/ball/outdoor-40')).body;
    expect(ball).toMatchObject({ kind: 'ball', specs: null, buyLinks: [] });
    // No affiliate link, no affiliate disclosure.
    expect(ball).not.toHaveProperty('affiliateDisclosure');
  });
});
