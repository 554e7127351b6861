import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { characters, longerThan } from '../../../common/characters.ts';

/** A new password has at least this many characters. */
export const MIN_PASSWORD_LENGTH = 10;
/** Longer passwords are refused before hashing (argon2 cost stays bounded). */
export const MAX_PASSWORD_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters for the password.`,
  tooLong: `Use at most ${MAX_PASSWORD_LENGTH} characters for the password.`,
  tooCommon: 'This password is too common and easy to guess. Choose another.',
} as const;

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#')),
);

/** Why a new password is refused, or undefined when it may be used. */
export function passwordProblem(password: string): string | undefined {
  const length = characters(password);
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (COMMON.has(password.toLowerCase())) return PASSWORD_MESSAGES.tooCommon;
  return undefined;
}

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, so written out). */
const ARGON2ID = 2;

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

/** A hash of a password nobody has: sign-ins for unknown names cost the same time as the rest. */
let decoy: Promise<string> | undefined;

/** True when `password` matches `stored`; with no stored hash, checks a decoy so timing tells nothing. */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  if (longerThan(password, MAX_PASSWORD_LENGTH)) return false;
  if (!stored) {
    decoy ??= hashPassword('decoy-password-nobody-has');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
