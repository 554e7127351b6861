import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'n4n4_session';
/** A session ends 12 hours after sign-in, however busy. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(`session:${data}`).digest('base64url');
}

/** A new session id (256 random bits) and its cookie value: id.signature. */
export function newSessionToken(secret: string): { id: string; token: string } {
  const id = randomBytes(32).toString('base64url');
  return { id, token: `${id}.${sign(id, secret)}` };
}

/**
 * The session id inside a cookie value whose signature is right; undefined for anything
 * forged or altered, so only genuine ids are looked up in the database.
 */
export function sessionIdOf(token: unknown, secret: string): string | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const [id, signature, extra] = token.split('.');
  if (!id || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(id, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return id;
}

/**
 * Fingerprint of ADMIN_USERNAME/ADMIN_PASSWORD, keyed by the session secret so the database alone
 * cannot be used to guess the password: the owner takes a changed ADMIN_PASSWORD as its password.
 */
export function credentialFingerprint(username: string, password: string, secret: string): string {
  return createHmac('sha256', secret).update(`credential:${username}\0${password}`).digest('base64url');
}
