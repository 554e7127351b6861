import { describe, expect, it } from 'vitest';
import { presetPeriod, rangeProblem } from './period.ts';

describe('the analytics period', () => {
  const now = Date.parse('2026-11-24T03:00:00Z');

  it('ends today (UTC) for each preset', () => {
    expect(presetPeriod('today', now)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(presetPeriod('7', now)).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(presetPeriod('90', now)).toEqual({ from: '2026-08-27', to: '2026-11-24' });
    expect(presetPeriod('custom', now)).toBeUndefined();
  });

  it('says what is wrong with a custom range', () => {
    expect(rangeProblem('2026-11-01', '2026-11-30')).toBeUndefined();
    expect(rangeProblem('2026-11-30', '2026-11-01')).toBe('The last day must be on or after the first day.');
    expect(rangeProblem('', '2026-11-01')).toBe('Choose a first and a last day.');
    expect(rangeProblem('2024-01-01', '2026-11-01')).toBe('Choose at most 366 days.');
  });
});
