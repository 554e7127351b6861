import { describe, expect, it } from 'vitest';
import { AFFILIATE_DISCLOSURE } from '../../../common/gear.ts';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call } from '../users/staff.ts';
import { createProduct, PADDLE, REVIEW } from './fixtures.ts';

describe('gear honesty rules', () => {
  const app = useNewsletterApp();
  const products = async () => (await call(app, app.cookie, 'GET', '/api/gear/products?range=[0,99]')).body as unknown as unknown[];

  it('lets nobody give a product a score of its own: not on the product, not in an import', async () => {
    const before = await products();
    const scored = await call(app, app.cookie, 'POST', '/api/gear/products', { ...PADDLE, slug: 'self-scored', score: 10 });
    expect(scored.status).toBe(400);
    const imported = await fetch(`${app.url}/api/gear/import`, { method: 'POST', headers: { 'Content-Type': 'text/csv', Cookie: app.cookie }, body: 'kind,brand,model,score\npaddle,Self,Scored,10\n' });
    expect(imported.status).toBe(400);
    expect(await products()).toEqual(before);
  });

  it('refuses a review created as published without its disclosure or how it was tested, storing nothing', async () => {
    const { id: productId } = await createProduct(app, app.cookie, { ...PADDLE, slug: 'honest-create', status: 'published' });
    const refused = await call(app, app.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId, acquisition: null, status: 'published' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ acquisition: 'A review is published only with its disclosure: say how we got the product' });
    const untested = await call(app, app.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId, howWeTested: '  ', status: 'published' });
    expect(untested.status).toBe(400);
    expect(untested.body.errors).toEqual({ howWeTested: 'A review is published only with how we tested the product' });
    expect((await call(app, app.cookie, 'GET', `/api/gear/reviews?filter=${encodeURIComponent(JSON.stringify({ productId }))}`)).body).toEqual([]);
    // A draft may wait for both.
    expect((await call(app, app.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId, acquisition: null, howWeTested: '' })).status).toBe(201);
  });

  it('puts the affiliate disclosure in every public answer that carries an affiliate link', async () => {
    const { id: productId } = await createProduct(app, app.cookie, { ...PADDLE, slug: 'honest-links', status: 'published' });
    await call(app, app.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId, status: 'published' });
    const link = PADDLE.buyLinks[0].url;
    const answers = await Promise.all(
      ['/api/public/gear', '/api/public/gear?kind=paddle&sort=score', '/api/public/gear/paddle/honest-links', '/gear/rss.xml', '/api/public/search?q=tidewater'].map(async (path) => ({ path, text: await (await fetch(`${app.url}${path}`)).text() })),
    );
    const withLink = answers.filter(({ text }) => text.includes(link));
    // The product's own page carries its links; each answer that does, carries the disclosure.
    expect(withLink.map(({ path }) => path)).toContain('/api/public/gear/paddle/honest-links');
    for (const { path, text } of withLink) expect(text, path).toContain(JSON.stringify(AFFILIATE_DISCLOSURE).slice(1, -1));
  });
});
