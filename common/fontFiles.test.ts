import { describe, expect, it } from 'vitest';
import { charactersOf, CORE_RANGES, type CodeRange, LATIN_RANGES, rangesWithout, REST_RANGES, unicodeRange } from './fontFiles.ts';

const codePoints = (ranges: readonly CodeRange[]) => new Set([...charactersOf(ranges)].map((character) => character.codePointAt(0)!));

describe('font ranges', () => {
  it('cuts a range list by another, keeping what is left in order', () => {
    expect(rangesWithout([[0, 10], [20, 30]], [[5, 6], [0, 0], [25, 40]])).toEqual([[1, 4], [7, 10], [20, 24]]);
    expect(rangesWithout([[0, 10]], [[0, 10]])).toEqual([]);
    expect(rangesWithout([[0, 10]], [])).toEqual([[0, 10]]);
  });

  it('splits the Latin file into a core and a rest that share no character', () => {
    const [core, rest, latin] = [codePoints(CORE_RANGES), codePoints(REST_RANGES), codePoints(LATIN_RANGES)];
    expect([...rest].filter((codePoint) => core.has(codePoint))).toEqual([]);
    expect([...latin].filter((codePoint) => !core.has(codePoint) && !rest.has(codePoint))).toEqual([]);
    // English text, its typography and the breadcrumbs' separator stay in the core.
    for (const character of 'Third-shot drops – “soft” — ‘kitchen’… 5 × €25 › é\n') expect(core.has(character.codePointAt(0)!), character).toBe(true);
    expect(rest.has('™'.codePointAt(0)!)).toBe(true);
  });

  it('writes CSS unicode-range values', () => {
    expect(unicodeRange([[0x20, 0x7e], [0x20ac, 0x20ac]])).toBe('U+0020-007E,U+20AC');
  });
});
