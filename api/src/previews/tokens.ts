import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RecordKind } from '../revisions/recordKind.ts';

/** What a preview link grants: one record, while its generation holds and its maker may edit it, until it expires. */
export interface PreviewGrant {
  kind: RecordKind;
  id: number;
  generation: number;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** The staff account that made the link. */
  makerId: number;
}

/**
 * A post's token has no kind (links were made for posts only at first); a page's starts `page-`.
 * Tokens without a maker, from before links named one, do not match: they open nothing.
 */
const TOKEN = /^(?:(page)-)?([0-9]{1,16})\.([0-9]{1,9})\.([0-9]{1,12})\.([0-9]{1,16})\.([A-Za-z0-9_-]{43})$/;

/** The links' own key, derived from the server secret so it signs nothing else. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('preview-links').digest();

const signature = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

const prefix = (kind: RecordKind) => (kind === 'post' ? '' : `${kind}-`);

const payloadOf = ({ kind, id, generation, expiresAt, makerId }: PreviewGrant) => `${prefix(kind)}${id}.${generation}.${expiresAt}.${makerId}`;

export function signGrant(secret: string, grant: PreviewGrant): string {
  const payload = payloadOf(grant);
  return `${payload}.${signature(secret, payload)}`;
}

/** The grant of a well-formed token signed with `secret` and not yet expired; undefined otherwise. */
export function readGrant(secret: string, token: string, nowSeconds: number): PreviewGrant | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, page, id, generation, expiresAt, makerId, mac] = match;
  const grant: PreviewGrant = { kind: page ? 'page' : 'post', id: Number(id), generation: Number(generation), expiresAt: Number(expiresAt), makerId: Number(makerId) };
  const expected = Buffer.from(signature(secret, payloadOf(grant)));
  const given = Buffer.from(mac!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return grant.expiresAt > nowSeconds ? grant : undefined;
}
