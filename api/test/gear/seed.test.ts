import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/testApp.ts';
import { call } from '../users/staff.ts';

describe('the sample gear of a fresh install', () => {
  const app = useTestApp({ seed: true });

  it('is clearly fictional, claims no listing, price or shop, and its review stays a draft without a disclosure', async () => {
    const catalog = (await call(app, undefined, 'GET', '/api/public/gear')).body as unknown as { items: { brand: string; approval: { status: string }; price?: unknown; reviewCount: number; kind: string }[] };
    expect(catalog.items.length).toBeGreaterThanOrEqual(3);
    for (const item of catalog.items) {
      expect(item.brand).toMatch(/^Sample /);
      expect(item.approval.status).toBe('not-listed');
      expect(item).not.toHaveProperty('price');
      expect(item.reviewCount).toBe(0);
    }
    expect(catalog.items.filter((item) => item.kind === 'paddle').length).toBeGreaterThanOrEqual(3);
    const reviews = (await call(app, app.cookie, 'GET', '/api/gear/reviews')).body as unknown as { status: string; acquisition: string | null; body: string }[];
    expect(reviews).toEqual([expect.objectContaining({ status: 'draft', acquisition: null, body: expect.stringContaining('Sample review') })]);
  });
});
