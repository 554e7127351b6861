import { describe, expect, it } from 'vitest';
import { saveStatus } from './saveStatus.ts';

describe('saveStatus', () => {
  it('says what the writer needs to know, saving first', () => {
    expect(saveStatus({ saving: true, dirty: true, savedAt: '2026-01-01T10:42:00' })).toBe('Saving...');
    expect(saveStatus({ saving: false, dirty: true, savedAt: '2026-01-01T10:42:00' })).toBe('Unsaved changes');
    expect(saveStatus({ saving: false, dirty: false, savedAt: '2026-01-01T10:42:00' })).toBe('Saved at 10:42 AM');
    expect(saveStatus({ saving: false, dirty: false })).toBe('');
  });
});
