import { describe, expect, it } from 'vitest';
import { formatLongDate } from './formatDate.ts';

describe('formatLongDate', () => {
  it('writes the date as en-US readers expect, the same day in UTC wherever the reader is', () => {
    expect(formatLongDate('2023-05-15T10:00:00.000Z')).toBe('May 15, 2023');
    // Late on the 31st in UTC is still the 31st, even where it is already tomorrow.
    expect(formatLongDate('2024-12-31T23:59:59.000Z')).toBe('December 31, 2024');
    expect(formatLongDate('2025-01-01T00:00:00.000Z')).toBe('January 1, 2025');
  });

  it('agrees with Intl for every month of a year', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 9 + month));
      expect(formatLongDate(date.toISOString())).toBe(intl.format(date));
    }
  });

  it('is empty for a missing or unreadable date', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate(undefined)).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});
