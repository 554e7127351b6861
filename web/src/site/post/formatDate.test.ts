import { describe, expect, it } from 'vitest';
import { formatLongDate } from './formatDate.ts';

describe('formatLongDate', () => {
  it('writes the date as en-US readers expect, the same day in UTC wherever the reader is', () => {
    const shown = {
      '2023-05-15T10:00:00.000Z': 'May 15, 2023',
      // Late on the 31st in UTC is still the 31st, even where it is already tomorrow.
      '2024-12-31T23:59:59.000Z': 'December 31, 2024',
      '2025-01-01T00:00:00.000Z': 'January 1, 2025',
    };
    for (const [iso, text] of Object.entries(shown)) expect(formatLongDate(iso)).toBe(text);
  });

  it('agrees with Intl for every month of a year', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 9 + month));
      expect(formatLongDate(date.toISOString())).toBe(intl.format(date));
    }
  });

  it('is empty for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(formatLongDate(value)).toBe('');
  });
});
