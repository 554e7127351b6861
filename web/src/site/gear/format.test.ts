import { describe, expect, it } from 'vitest';
import { dayLabel, priceLabel } from './format.ts';

describe('gear dates', () => {
  it('spells a day, or the day of a timestamp, as the US short form', () => {
    expect(['2025-06-01', '2026-11-28', '2026-12-31T23:59:59.000Z', '2026-01-09'].map(dayLabel)).toEqual(['Jun 1, 2025', 'Nov 28, 2026', 'Dec 31, 2026', 'Jan 9, 2026']);
    expect(priceLabel({ cents: 15_999, checkedAt: '2026-02-03' })).toBe('$159.99 (checked on Feb 3, 2026)');
  });
});
