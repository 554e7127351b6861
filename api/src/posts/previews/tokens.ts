import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a preview link grants: one post, while its generation holds, until it expires. */
export interface PreviewGrant {
  postId: number;
  generation: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

const TOKEN = /^([0-9]{1,16})\.([0-9]{1,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The links' own key, derived from the server secret so it signs nothing else. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('preview-links').digest();

const signature = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function signPreview(secret: string, grant: PreviewGrant): string {
  const payload = `${grant.postId}.${grant.generation}.${grant.expiresAt}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The grant of a well-formed token signed with `secret` and not yet expired; undefined otherwise. */
export function readPreview(secret: string, token: string, nowSeconds: number): PreviewGrant | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, postId, generation, expiresAt, mac] = match;
  const expected = Buffer.from(signature(secret, `${postId}.${generation}.${expiresAt}`));
  const given = Buffer.from(mac!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const grant = { postId: Number(postId), generation: Number(generation), expiresAt: Number(expiresAt) };
  return grant.expiresAt > nowSeconds ? grant : undefined;
}
