import { describe, expect, it } from 'vitest';
import { accentProblems } from './brand.ts';
import { contrastRatio, ratioText } from './contrast.ts';
import { SETTINGS_DEFAULTS } from './settings.ts';

describe('contrast', () => {
  it("gives WCAG's ratios: 21:1 for black on white, 1:1 for a colour on itself, in either order", () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0F5132', '#0f5132')).toBeCloseTo(1, 5);
    // The usual example: #767676 is the lightest grey that reads on white, #777777 falls just short.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('never rounds a ratio up to the minimum it misses', () => {
    expect(ratioText(4.4999)).toBe('4.49:1');
    expect(ratioText(21)).toBe('21:1');
  });

  it("passes a fresh install's colours", () => {
    expect(accentProblems(SETTINGS_DEFAULTS)).toEqual({});
  });
});
