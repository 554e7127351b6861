import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed tokens in newsletter links: `purpose.payload.signature`, HMAC-SHA256 over purpose and
 * payload with the server's secret, so a token for one purpose never passes for another.
 */
export interface ConfirmClaims {
  /** Subscriber id. */
  s: string;
  /** The nonce stored with the sign-up: a link works once, and only the newest one. */
  n: string;
  /** Expiry, in milliseconds since the epoch. */
  e: number;
}

type Purpose = 'confirm' | 'unsubscribe';

export class NewsletterTokens {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = `newsletter:${secret}`;
  }

  #sign(purpose: Purpose, payload: string): string {
    return createHmac('sha256', this.#secret).update(`${purpose}.${payload}`).digest('base64url');
  }

  #open(purpose: Purpose, token: unknown): string | undefined {
    if (typeof token !== 'string' || token.length > 512) return undefined;
    const [kind, payload, signature, extra] = token.split('.');
    if (kind !== purpose || !payload || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(this.#sign(purpose, payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return payload;
  }

  confirmToken(claims: ConfirmClaims): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `confirm.${payload}.${this.#sign('confirm', payload)}`;
  }

  /** The claims of a genuine confirmation token, expired or not (the caller judges expiry). */
  readConfirm(token: unknown): ConfirmClaims | undefined {
    const payload = this.#open('confirm', token);
    if (!payload) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<ConfirmClaims>;
      if (typeof claims.s !== 'string' || typeof claims.n !== 'string' || typeof claims.e !== 'number') return undefined;
      return claims as ConfirmClaims;
    } catch {
      return undefined;
    }
  }

  /** Unsubscribe links never expire: an old issue's link must still work. */
  unsubscribeToken(subscriberId: string): string {
    const payload = Buffer.from(subscriberId).toString('base64url');
    return `unsubscribe.${payload}.${this.#sign('unsubscribe', payload)}`;
  }

  readUnsubscribe(token: unknown): string | undefined {
    const payload = this.#open('unsubscribe', token);
    return payload === undefined ? undefined : Buffer.from(payload, 'base64url').toString('utf8');
  }
}
