import { beforeAll, describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call } from '../users/staff.ts';
import { createProduct, PADDLE, REVIEW } from '../gear/fixtures.ts';

interface Card {
  kind: string;
  slug: string;
  brand: string;
  model: string;
  price?: { cents: number; checkedAt: string };
  score?: number;
  delisted: boolean;
  buyLinks: { label: string; url: string; affiliate: boolean }[];
  affiliateDisclosure?: string;
}

const CONTENT = [
  '<p>Our pick:</p>',
  '<div data-product="paddle/card-shown"></div>',
  '<div data-product="paddle/card-draft"></div>',
  '<div data-product="paddle/no-such-paddle"></div>',
  '<div data-product="javascript:alert(1)" class="box">Boxed</div>',
  '<p>Try both.</p>',
].join('');

describe("a post's product cards", () => {
  const app = useNewsletterApp();
  let shownId = 0;
  let postId = 0;
  beforeAll(async () => {
    shownId = (await createProduct(app, app.cookie, { ...PADDLE, slug: 'card-shown', model: 'Card Shown', status: 'published' })).id;
    await createProduct(app, app.cookie, { ...PADDLE, slug: 'card-draft', model: 'Card Draft', status: 'draft' });
    await call(app, app.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId: shownId, status: 'published' });
    const post = await call(app, app.cookie, 'POST', '/api/blog/posts', { title: 'Two paddles', slug: 'two-paddles', content: CONTENT, publishStatus: 'published', publishDate: new Date(Date.now() - 60_000).toISOString() });
    expect(post.status).toBe(201);
    postId = (post.body as { id: number }).id;
  });

  it('stores each card as its <div data-product> and drops any other <div>, keeping its text', async () => {
    const stored = (await call(app, app.cookie, 'GET', `/api/blog/posts/${postId}`)).body as { content: string };
    expect(stored.content).toBe(
      '<p>Our pick:</p><div data-product="paddle/card-shown"></div><div data-product="paddle/card-draft"></div><div data-product="paddle/no-such-paddle"></div>Boxed<p>Try both.</p>',
    );
  });

  it("answers the public fields of each published product it embeds, and nothing for one that is not published", async () => {
    const post = (await call(app, undefined, 'GET', '/api/public/posts/two-paddles')).body as { content: string; productCards?: Card[] };
    expect(post.productCards).toEqual([
      expect.objectContaining({
        kind: 'paddle',
        slug: 'card-shown',
        brand: PADDLE.brand,
        model: 'Card Shown',
        price: { cents: PADDLE.priceCents, checkedAt: PADDLE.priceCheckedAt },
        score: REVIEW.score,
        delisted: false,
        buyLinks: PADDLE.buyLinks,
        affiliateDisclosure: expect.stringMatching(/affiliate links/),
      }),
    ]);
    for (const field of ['id', 'status', 'updatedAt']) expect(post.productCards![0]).not.toHaveProperty(field);
    expect(JSON.stringify(post)).not.toMatch(/Card Draft/);
  });

  it('follows a change of the product: unpublished, its card is gone from the cached post', async () => {
    expect((await call(app, undefined, 'GET', '/api/public/posts/two-paddles')).body).toHaveProperty('productCards');
    const unpublished = await call(app, app.cookie, 'PUT', `/api/gear/products/${shownId}`, { ...PADDLE, slug: 'card-shown', model: 'Card Shown', status: 'draft' });
    expect(unpublished.status).toBe(200);
    expect((await call(app, undefined, 'GET', '/api/public/posts/two-paddles')).body).not.toHaveProperty('productCards');
  });
});
