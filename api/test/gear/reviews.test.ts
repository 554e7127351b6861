import { beforeAll, describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { call, staffMember } from '../users/staff.ts';
import { createProduct, PADDLE, REVIEW } from './fixtures.ts';

describe('gear reviews (admin)', () => {
  const app = useNewsletterApp();
  const staff = {} as Record<'viewer' | 'author' | 'other' | 'editor', { id: number; cookie: string }>;
  let productId: number;
  beforeAll(async () => {
    staff.viewer = await staffMember(app, 'viewer', 'review-viewer');
    staff.author = await staffMember(app, 'author', 'review-author');
    staff.other = await staffMember(app, 'author', 'review-other');
    staff.editor = await staffMember(app, 'editor', 'review-editor');
    productId = (await createProduct(app, app.cookie, { ...PADDLE, status: 'published' })).id;
  });

  it('is written by the signed-in author, with its body sanitized like a post', async () => {
    const created = await call(app, staff.author.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId, body: '<p onclick="x()">Good <script>alert(1)</script>pop</p>' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ productId, authorId: staff.author.id, score: 8.4, status: 'draft', acquisition: 'bought', body: '<p>Good pop</p>' });
    const listed = await call(app, staff.viewer.cookie, 'GET', `/api/gear/reviews?filter=${encodeURIComponent(JSON.stringify({ productId }))}`);
    expect(listed.response.headers.get('content-range')).toMatch(/^reviews 0-\d+\/\d+$/);
    expect(listed.body).toContainEqual(created.body);
  });

  it('refuses a publish without the disclosure: 400 naming acquisition, nothing published', async () => {
    const draft = await call(app, staff.editor.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId, acquisition: null });
    expect(draft.status).toBe(201);
    const published = await call(app, staff.editor.cookie, 'PUT', `/api/gear/reviews/${draft.body.id}`, { ...REVIEW, productId, acquisition: null, status: 'published' });
    expect(published.status).toBe(400);
    expect(published.body.errors).toEqual({ acquisition: 'A review is published only with its disclosure: say how we got the product' });
    expect((await call(app, staff.editor.cookie, 'GET', `/api/gear/reviews/${draft.body.id}`)).body.status).toBe('draft');
    const withIt = await call(app, staff.editor.cookie, 'PUT', `/api/gear/reviews/${draft.body.id}`, { ...REVIEW, productId, acquisition: 'lent-by-maker', status: 'published' });
    expect(withIt.body).toMatchObject({ status: 'published', acquisition: 'lent-by-maker', authorId: staff.editor.id });
  });

  it('lets an author change only their own draft reviews, and never publish', async () => {
    const own = await call(app, staff.author.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId });
    const other = await call(app, staff.other.cookie, 'PUT', `/api/gear/reviews/${own.body.id}`, { ...REVIEW, productId, score: 2 });
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe('Authors can change only their own reviews.');
    expect((await call(app, staff.author.cookie, 'GET', `/api/gear/reviews/${own.body.id}`)).body.score).toBe(8.4);
    expect((await call(app, staff.author.cookie, 'PUT', `/api/gear/reviews/${own.body.id}`, { ...REVIEW, productId, status: 'published' })).status).toBe(403);
    expect((await call(app, staff.author.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId, status: 'published' })).status).toBe(403);
    expect((await call(app, staff.author.cookie, 'PUT', `/api/gear/reviews/${own.body.id}`, { ...REVIEW, productId, score: 7 })).body.score).toBe(7);
    // An editor changes anyone's review; the author stays who wrote it.
    const edited = await call(app, staff.editor.cookie, 'PUT', `/api/gear/reviews/${own.body.id}`, { ...REVIEW, productId, score: 7.5 });
    expect(edited.body).toMatchObject({ score: 7.5, authorId: staff.author.id });
    expect((await call(app, staff.viewer.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId })).status).toBe(403);
    expect((await call(app, undefined, 'POST', '/api/gear/reviews', { ...REVIEW, productId })).status).toBe(401);
    expect((await call(app, staff.author.cookie, 'DELETE', `/api/gear/reviews/${own.body.id}`)).status).toBe(403);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a score above 10', { score: 10.5 }, 'score'],
    ['a score with two decimals', { score: 7.25 }, 'score'],
    ['an unknown acquisition', { acquisition: 'sponsored' }, 'acquisition'],
    ['a product that does not exist', { productId: 987_654 }, 'productId'],
    ['an empty pro', { pros: ['  '] }, 'pros.0'],
  ];
  it.each(bad)('refuses %s with 400 naming the field', async (_label, change, field) => {
    const refused = await call(app, staff.editor.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId, ...change });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors as object)).toContain(field);
  });

  it('keeps a product that still has reviews (409), and deletes it once they are gone', async () => {
    const product = await createProduct(app, app.cookie, { ...PADDLE, slug: 'reviewed-once' });
    const review = await call(app, staff.editor.cookie, 'POST', '/api/gear/reviews', { ...REVIEW, productId: product.id });
    expect((await call(app, staff.editor.cookie, 'DELETE', `/api/gear/products/${product.id}`)).status).toBe(409);
    expect((await call(app, staff.editor.cookie, 'DELETE', `/api/gear/reviews/${review.body.id}`)).status).toBe(200);
    expect((await call(app, staff.editor.cookie, 'DELETE', `/api/gear/products/${product.id}`)).status).toBe(200);
  });
});
