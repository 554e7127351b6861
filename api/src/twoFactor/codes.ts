import { createHash, randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';

/** Enabling two-factor gives this many single-use backup codes. */
export const BACKUP_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for one another. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const BACKUP_CODE_LENGTH = 10;

/** A backup code as shown: two groups of five characters (about 49 random bits). */
export function newBackupCode(): string {
  const chars = Array.from({ length: BACKUP_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A typed backup code compared as the shown one: case, spaces and hyphens do not matter. */
export const normalizeBackupCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * Backup codes are kept as SHA-256 hashes, not argon2id: each has about 49 random bits (no
 * dictionary to try) and guesses are capped by the attempt limit, so a slow hash adds nothing
 * but sign-in time.
 */
export const hashBackupCode = (code: string): string => createHash('sha256').update(`backup:${normalizeBackupCode(code)}`).digest('base64url');

/** A six-digit code is an authenticator code; anything else is tried as a backup code. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''));

export const TOTP_PERIOD_S = 30;

export function totpFor(secretBase32: string, label = '', issuer = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret: OTPAuth.Secret.fromBase32(secretBase32) });
}

export const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32;

/** The time step a code matches (one step either side of now is allowed for clock drift), or undefined. */
export function matchingStep(secretBase32: string, code: string, now: number): number | undefined {
  const delta = totpFor(secretBase32).validate({ token: code.replace(/\s/g, ''), timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}
