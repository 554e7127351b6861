import { createHmac } from 'node:crypto';

/**
 * The keyed hash a client address is stored as (on a comment, in an address block): HMAC-SHA256
 * under a key derived from the server secret, so the database alone never tells the address.
 */
export function commentAddressKey(secret: string): (address: string) => string {
  const key = createHmac('sha256', secret).update('comment-addresses').digest();
  return (address) => createHmac('sha256', key).update(address).digest('base64url');
}
