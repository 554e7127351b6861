import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('countOf', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(countOf(1, 'subscriber')).toBe('1 subscriber');
    expect(countOf(2, 'subscriber')).toBe('2 subscribers');
    expect(countOf(0, 'subscriber')).toBe('0 subscribers');
    expect(countOf(1200, 'row')).toBe('1,200 rows');
    expect(countOf(3, 'copy', 'copies')).toBe('3 copies');
  });
});
