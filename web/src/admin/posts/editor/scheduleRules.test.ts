import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '../../../../../common/messages.ts';
import { publishesLater, validateSchedule } from './scheduleRules.ts';

const HOUR = 3_600_000;
const iso = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
/** As the date-time field holds a typed value: local "YYYY-MM-DDTHH:mm". */
const typed = (hours: number) => {
  const d = new Date(Date.now() + hours * HOUR);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
};

describe('the publish date of a scheduled post', () => {
  const newPost = validateSchedule();

  it('is required, and must be to come, typed or as saved', () => {
    expect(newPost(null, { publishStatus: 'scheduled' })).toBe(SCHEDULE_MESSAGES.needsDate);
    expect(newPost('', { publishStatus: 'scheduled' })).toBe(SCHEDULE_MESSAGES.needsDate);
    expect(newPost(typed(-2), { publishStatus: 'scheduled' })).toBe(SCHEDULE_MESSAGES.needsFutureDate);
    expect(newPost(iso(-1), { publishStatus: 'scheduled' })).toBe(SCHEDULE_MESSAGES.needsFutureDate);
    expect(newPost(typed(2), { publishStatus: 'scheduled' })).toBeUndefined();
  });

  it('is free for drafts and published posts', () => {
    expect(newPost(iso(-1), { publishStatus: 'draft' })).toBeUndefined();
    expect(newPost(null, { publishStatus: 'published' })).toBeUndefined();
  });

  it('may stay as saved once its time has come, but not move to another time gone by', () => {
    const saved = { publishStatus: 'scheduled', publishDate: iso(-1) };
    const editing = validateSchedule(saved);
    expect(editing(saved.publishDate, { publishStatus: 'scheduled' })).toBeUndefined();
    expect(editing(iso(-3), { publishStatus: 'scheduled' })).toBe(SCHEDULE_MESSAGES.needsFutureDate);
    // A draft with an old date becoming scheduled is a change too.
    expect(validateSchedule({ publishStatus: 'draft', publishDate: saved.publishDate })(saved.publishDate, { publishStatus: 'scheduled' })).toBe(SCHEDULE_MESSAGES.needsFutureDate);
  });
});

describe('publishing with a date to come', () => {
  it('is asked about only for Published with a future date', () => {
    expect(publishesLater({ publishStatus: 'published', publishDate: iso(72) })).toBe(true);
    expect(publishesLater({ publishStatus: 'published', publishDate: typed(72) })).toBe(true);
    expect(publishesLater({ publishStatus: 'published', publishDate: iso(-1) })).toBe(false);
    expect(publishesLater({ publishStatus: 'published', publishDate: null })).toBe(false);
    expect(publishesLater({ publishStatus: 'scheduled', publishDate: iso(72) })).toBe(false);
    expect(publishesLater({ publishStatus: 'draft', publishDate: iso(72) })).toBe(false);
  });
});
