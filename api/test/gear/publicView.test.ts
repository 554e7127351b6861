import { describe, expect, it } from 'vitest';
import type { GearProduct } from '../../src/gear/gear.ts';
import { firstStale, publicItem } from '../../src/gear/publicView.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const product = (priceCheckedAt: string | null): GearProduct => ({
  id: 1,
  kind: 'ball',
  brand: 'Harbor Lane',
  model: 'Outdoor 40',
  year: null,
  slug: 'outdoor-40',
  priceCents: 2_999,
  priceCheckedAt,
  images: [],
  buyLinks: [],
  status: 'published',
  specs: null,
  approval: { status: 'approved' },
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('a public price', () => {
  const checked = Date.parse('2026-08-01T00:00:00Z');

  it('is shown through its 90th day and gone the day after', () => {
    expect(publicItem(product('2026-08-01'), [], checked + 90 * DAY_MS + DAY_MS - 1).price).toEqual({ cents: 2_999, checkedAt: '2026-08-01' });
    expect(publicItem(product('2026-08-01'), [], checked + 91 * DAY_MS).price).toBeUndefined();
  });

  it('bounds how long a cached answer that shows it may live', () => {
    expect(firstStale([product('2026-08-01'), product('2026-09-01'), product(null)], checked)).toBe(checked + 91 * DAY_MS);
    expect(firstStale([product('2026-08-01')], checked + 200 * DAY_MS)).toBeUndefined();
  });

  it('gives no score without a published review', () => {
    expect(publicItem(product(null), [], checked)).not.toHaveProperty('score');
  });
});
