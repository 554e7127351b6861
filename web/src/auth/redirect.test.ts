import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

describe('safeRedirectPath', () => {
  it('accepts paths on this site', () => {
    expect(safeRedirectPath('/n4n4')).toBe('/n4n4');
    expect(safeRedirectPath('/n4n4/posts?page=2#top')).toBe('/n4n4/posts?page=2#top');
  });

  it('refuses other hosts, schemes, odd values and missing values', () => {
    for (const value of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example', 'n4n4', '', 42, undefined]) {
      expect(safeRedirectPath(value)).toBeUndefined();
    }
  });
});
