import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../../../common/messages.ts';
import { validateMetaDescription } from '../posts/editor/validators.ts';
import { maxCharacters } from './validators.ts';

/** One character, two UTF-16 units. */
const PADDLE = '\u{1F3D3}';

describe('maxCharacters', () => {
  it('counts characters as the contract does, so an emoji is one', () => {
    const atMost80 = maxCharacters(80, 'At most 80 characters');
    expect(atMost80(PADDLE.repeat(80))).toBeUndefined();
    expect(atMost80(PADDLE.repeat(81))).toBe('At most 80 characters');
    expect(atMost80('x'.repeat(80))).toBeUndefined();
    expect(atMost80('x'.repeat(81))).toBe('At most 80 characters');
  });

  it('leaves an empty field to the other rules', () => {
    const atMost3 = maxCharacters(3, 'too long');
    expect(atMost3(undefined)).toBeUndefined();
    expect(atMost3(null)).toBeUndefined();
    expect(atMost3('')).toBeUndefined();
  });

  it("holds a post's meta description to 160 characters", () => {
    expect(validateMetaDescription(PADDLE.repeat(160))).toBeUndefined();
    expect(validateMetaDescription(PADDLE.repeat(161))).toBe(FIELD_MESSAGES.metaDescriptionTooLong);
  });
});
