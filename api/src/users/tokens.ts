import { createHash, randomBytes } from 'node:crypto';

/** A single-use link token (256 random bits) and the SHA-256 hash that is all the database keeps. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export const newStamp = (): string => randomBytes(16).toString('base64url');
