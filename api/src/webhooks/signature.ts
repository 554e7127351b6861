import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: 32 random bytes, prefixed so a leaked one is recognised. */
export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/** The signature header's value: `v1=` and the hex HMAC-SHA256 of `timestamp.body` under the hook's secret. */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
