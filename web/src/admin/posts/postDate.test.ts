import { describe, expect, it } from 'vitest';
import { formatDay } from '../common/dates.ts';
import { postDateText } from './postDate.ts';

const at = '2024-01-05T15:04:00';

describe('the Date column and dashboard dates', () => {
  it('reads Published, Scheduled for or Last updated with a short US date and time', () => {
    expect(postDateText({ publishStatus: 'published', publishDate: at, updatedAt: at })).toBe('Published Jan 5, 2024, 3:04 PM');
    expect(postDateText({ publishStatus: 'scheduled', publishDate: at, updatedAt: at })).toBe('Scheduled for Jan 5, 2024, 3:04 PM');
    expect(postDateText({ publishStatus: 'draft', publishDate: null, updatedAt: at })).toBe('Last updated Jan 5, 2024, 3:04 PM');
    expect(postDateText({ publishStatus: 'draft', publishDate: null, updatedAt: '' })).toBe('N/A');
  });
  it('formats the dashboard date like "Jan 5, 2024"', () => {
    expect(formatDay(at)).toBe('Jan 5, 2024');
  });
});
