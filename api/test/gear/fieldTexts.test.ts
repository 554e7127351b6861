import { beforeAll, describe, expect, it } from 'vitest';
import { GEAR_MESSAGES } from '../../../common/gear.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call } from '../users/staff.ts';
import { createProduct, PADDLE, REVIEW } from './fixtures.ts';

describe('a gear field the contract refuses', () => {
  const app = useNewsletterApp();
  let productId = 0;
  beforeAll(async () => {
    productId = (await createProduct(app, app.cookie, { ...PADDLE, slug: 'field-texts' })).id;
  });

  const refusal = async (path: string, body: Record<string, unknown>) => {
    const answer = await call(app, app.cookie, 'POST', path, body);
    expect(answer.status).toBe(400);
    expect(answer.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    return (answer.body as { errors: Record<string, string> }).errors;
  };

  it('names a price that is not a number, a kind not in the list and a score above 10 with a sentence', async () => {
    expect(await refusal('/api/gear/products', { ...PADDLE, slug: 'price-abc', priceCents: 'abc' })).toEqual({ priceCents: GEAR_MESSAGES.priceInvalid });
    expect(await refusal('/api/gear/products', { ...PADDLE, slug: 'a-racket', kind: 'racket' })).toEqual({ kind: GEAR_MESSAGES.kindChoose });
    expect(await refusal('/api/gear/reviews', { ...REVIEW, productId, score: 11 })).toEqual({ score: GEAR_MESSAGES.scoreInvalid });
  });

  it("names a spec's value, a buy link's address and the disclosure by their place in the body", async () => {
    const errors = await refusal('/api/gear/products', {
      ...PADDLE,
      slug: 'bad-parts',
      specs: { ...PADDLE.specs, weightOz: { value: -1, source: 'measured' } },
      buyLinks: [{ label: 'Shop', url: 'ftp://shop.example.com', affiliate: false }],
    });
    expect(errors).toEqual({ 'specs.weightOz.value': GEAR_MESSAGES.specInvalid, 'buyLinks.0.url': GEAR_MESSAGES.buyLinkInvalid });
    expect(await refusal('/api/gear/reviews', { ...REVIEW, productId, acquisition: 'found-it' })).toEqual({ acquisition: GEAR_MESSAGES.acquisitionInvalid });
  });

  it('names the rules across fields the contract states: a price with its day, specs on paddles, a list date with a listing', async () => {
    expect(await refusal('/api/gear/products', { ...PADDLE, slug: 'no-day', priceCents: 2999, priceCheckedAt: null })).toEqual({ priceCheckedAt: GEAR_MESSAGES.priceNeedsDate });
    expect(await refusal('/api/gear/products', { ...PADDLE, slug: 'ball-specs', kind: 'ball' })).toEqual({ specs: GEAR_MESSAGES.specsPaddlesOnly });
    const notListed = { status: 'not-listed', listedOn: '2026-03-15' };
    expect(await refusal('/api/gear/products', { ...PADDLE, slug: 'not-listed', approval: notListed })).toEqual({ 'approval.listedOn': GEAR_MESSAGES.listedOnWithoutListing });
    const fine = await call(app, app.cookie, 'POST', '/api/gear/products', { ...PADDLE, slug: 'ball-fine', kind: 'ball', specs: null, priceCents: null, approval: { status: 'approved' } });
    expect(fine.status).toBe(201);
  });

  it('stores nothing it refused', async () => {
    const listed = await call(app, app.cookie, 'GET', `/api/gear/products?filter=${encodeURIComponent('{"q":"price-abc"}')}`);
    expect(listed.body).toEqual([]);
  });
});
