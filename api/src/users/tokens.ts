import { createHash, randomBytes } from 'node:crypto';

/** A single-use link token (256 random bits) and the SHA-256 hash that is all the database keeps. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export const newStamp = (): string => randomBytes(16).toString('base64url');

/** A link token that names its account: `<id>.<token>`; undefined when it is not of that form. */
export function parseAccountToken(value: string): { id: number; token: string } | undefined {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  return match ? { id: Number(match[1]), token: match[2]! } : undefined;
}
