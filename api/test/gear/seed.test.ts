import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/testApp.ts';
import { call } from '../users/staff.ts';

describe('the sample gear of a fresh install', () => {
  const app = useTestApp({ seed: true });

  it('reads naturally to visitors under invented brands, is marked as sample for the owner, claims no listing, price or shop, and its review stays a draft without a disclosure', async () => {
    const answer = await call(app, undefined, 'GET', '/api/public/gear');
    expect(JSON.stringify(answer.body)).not.toMatch(/sample|made up/i);
    const catalog = answer.body as unknown as { items: { brand: string; approval: { status: string }; price?: unknown; reviewCount: number; kind: string }[] };
    expect(catalog.items.length).toBeGreaterThanOrEqual(3);
    for (const item of catalog.items) {
      expect(item.approval.status).toBe('not-listed');
      expect(item).not.toHaveProperty('price');
      expect(item.reviewCount).toBe(0);
    }
    expect(catalog.items.filter((item) => item.kind === 'paddle').length).toBeGreaterThanOrEqual(3);
    // The owner's back office knows every one of them for sample content.
    const marked = (await call(app, app.cookie, 'GET', '/api/sample-content')).body as unknown as { gearProducts: number[] };
    expect(marked.gearProducts).toHaveLength(catalog.items.length);
    const reviews = (await call(app, app.cookie, 'GET', '/api/gear/reviews')).body as unknown as { status: string; acquisition: string | null; body: string }[];
    expect(reviews).toEqual([expect.objectContaining({ status: 'draft', acquisition: null, body: expect.stringContaining('Sample review') })]);
  });
});
