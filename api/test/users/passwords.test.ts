import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, PASSWORD_MESSAGES, passwordProblem } from '../../src/users/passwords.ts';

/** A character outside the Basic Multilingual Plane: one character, two UTF-16 units. */
const PADDLE = '\u{1F3D3}';

describe('password length', () => {
  it('counts characters as the contract does, so an emoji is one character', () => {
    expect(passwordProblem(PADDLE.repeat(150))).toBeUndefined();
    expect(passwordProblem(PADDLE.repeat(200))).toBeUndefined();
    expect(passwordProblem(PADDLE.repeat(201))).toBe(PASSWORD_MESSAGES.tooLong);
    expect(passwordProblem(PADDLE.repeat(9))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem(`${PADDLE.repeat(5)}dinks`)).toBeUndefined();
  });

  it('signs in with a long emoji password it accepted', async () => {
    const password = PADDLE.repeat(150);
    const stored = await hashPassword(password);
    expect(await checkPassword(stored, password)).toBe(true);
    expect(await checkPassword(stored, PADDLE.repeat(149))).toBe(false);
  });
});
