import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RecordKind } from '../revisions/recordKey.ts';

/** What a preview link grants: one record, while its generation holds, until it expires. */
export interface PreviewGrant {
  kind: RecordKind;
  id: number;
  generation: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** A post's token has no kind (links were made for posts only at first); a page's starts `page-`. */
const TOKEN = /^(?:(page)-)?([0-9]{1,16})\.([0-9]{1,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The links' own key, derived from the server secret so it signs nothing else. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('preview-links').digest();

const signature = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

const prefix = (kind: RecordKind) => (kind === 'post' ? '' : `${kind}-`);

export function signGrant(secret: string, grant: PreviewGrant): string {
  const payload = `${prefix(grant.kind)}${grant.id}.${grant.generation}.${grant.expiresAt}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The grant of a well-formed token signed with `secret` and not yet expired; undefined otherwise. */
export function readGrant(secret: string, token: string, nowSeconds: number): PreviewGrant | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, page, id, generation, expiresAt, mac] = match;
  const kind: RecordKind = page ? 'page' : 'post';
  const expected = Buffer.from(signature(secret, `${prefix(kind)}${id}.${generation}.${expiresAt}`));
  const given = Buffer.from(mac!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const grant = { kind, id: Number(id), generation: Number(generation), expiresAt: Number(expiresAt) };
  return grant.expiresAt > nowSeconds ? grant : undefined;
}
