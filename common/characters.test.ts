import { describe, expect, it } from 'vitest';
import { characters, longerThan } from './characters.ts';

describe('characters', () => {
  it('counts ASCII text as its length', () => {
    expect(characters('')).toBe(0);
    expect(characters('Third shot drop')).toBe(15);
  });

  it('counts a character outside the Basic Multilingual Plane once, not as its two UTF-16 units', () => {
    const paddle = '\u{1F3D3}';
    expect(paddle.length).toBe(2);
    expect(characters(paddle)).toBe(1);
    expect(characters(paddle.repeat(80))).toBe(80);
    expect(characters(`Dink ${paddle}𝒳`)).toBe(7);
  });

  it('counts a combining mark as a code point of its own, as JSON Schema does', () => {
    // "é" as "e" and U+0301: two code points; the precomposed U+00E9 is one.
    expect(characters('e\u0301')).toBe(2);
    expect(characters('\u00e9')).toBe(1);
    // A family emoji: four people and three zero-width joiners.
    expect(characters('\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}')).toBe(7);
  });

  it('counts a lone surrogate as one', () => {
    expect(characters('\uD83C')).toBe(1);
    expect(characters('a\uDFD3b')).toBe(3);
  });
});

describe('longerThan', () => {
  const paddle = '\u{1F3D3}';

  it('agrees with characters() on each side of the limit, in ASCII and in emoji', () => {
    for (const unit of ['x', paddle]) {
      for (const count of [0, 1, 79, 80, 81, 159, 160, 161]) {
        expect(longerThan(unit.repeat(count), 80), `${count} of ${unit}`).toBe(characters(unit.repeat(count)) > 80);
      }
    }
    expect(longerThan(`${'x'.repeat(79)}${paddle}`, 80)).toBe(false);
    expect(longerThan(`${'x'.repeat(80)}${paddle}`, 80)).toBe(true);
  });

  it('answers for a text of megabytes against a small limit', () => {
    expect(longerThan('x'.repeat(4_000_000), 200)).toBe(true);
    expect(longerThan(paddle.repeat(100), 200)).toBe(false);
  });
});
