import { call } from '../users/staff.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day `days` ago as YYYY-MM-DD. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** A paddle as an editor would enter it (invented brand). */
export const PADDLE = {
  kind: 'paddle',
  brand: 'Harbor Lane',
  model: 'Tidewater 16',
  year: 2026,
  slug: 'harbor-lane-tidewater-16',
  priceCents: 15_999,
  priceCheckedAt: daysAgo(3),
  images: ['/api/uploads/tidewater.webp'],
  buyLinks: [{ label: 'Maker store', url: 'https://shop.example.com/tidewater', affiliate: true }],
  specs: {
    thicknessMm: { value: 16, source: 'maker' },
    weightOz: { value: 7.9, source: 'measured' },
    swingWeight: { value: 114, source: 'measured' },
    shape: { value: 'elongated', source: 'maker' },
    core: { value: 'polypropylene honeycomb', source: 'maker' },
  },
  approval: { status: 'approved', listedOn: '2026-02-10' },
} as const;

export const REVIEW = {
  score: 8.4,
  pros: ['Stable on blocks'],
  cons: ['Slow hands battles'],
  howWeTested: 'Three weeks of 4.0 doubles',
  acquisition: 'bought',
  body: '<p>Solid.</p>',
} as const;

/** Creates a product as `cookie` and answers it (fails the test when refused). */
export async function createProduct(app: { url: string }, cookie: string, body: Record<string, unknown>) {
  const created = await call(app, cookie, 'POST', '/api/gear/products', body);
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body as Record<string, unknown> & { id: number };
}
