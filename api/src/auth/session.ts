import { createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'n4n4_session';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

interface SessionPayload {
  sub: string;
  exp: number;
}

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

/** A signed, expiring token: base64url(payload).signature. */
export function issueSession(username: string, secret: string, now = Date.now()): string {
  const payload: SessionPayload = { sub: username, exp: now + SESSION_TTL_MS };
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(data, secret)}`;
}

/** The username of a valid, unexpired token; undefined for anything forged, altered or expired. */
export function verifySession(token: unknown, secret: string, now = Date.now()): string | undefined {
  if (typeof token !== 'string' || token.length > 1000) return undefined;
  const [data, signature, extra] = token.split('.');
  if (!data || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(data, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Partial<SessionPayload>;
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || payload.exp <= now) return undefined;
    return payload.sub;
  } catch {
    return undefined;
  }
}

/** Compares two secrets in constant time, whatever their lengths. */
export function safeEqual(a: string, b: string): boolean {
  const key = 'credential-compare';
  const ha = createHmac('sha256', key).update(a).digest();
  const hb = createHmac('sha256', key).update(b).digest();
  return timingSafeEqual(ha, hb);
}
