import { MEMBER_MESSAGES } from '../../../common/members.ts';
import { HttpProblem } from '../http/problem.ts';

/** Mail the site sends on a staff member's word (or, for resets, on anyone's). */
export type QuotaKind = 'commentDigest' | 'emailChange' | 'invitation' | 'memberSignIn' | 'newsletterTest' | 'passwordReset';

interface Limit {
  /** Mails one sender may cause in the window; undefined: not counted per sender. */
  perSender?: number;
  /** Mails one recipient address may receive in the window. */
  perRecipient: number;
  /** What the 429 says. */
  message: string;
}

/** Counted per hour: enough for a volunteer's real work, far too few to spam anyone. */
export const MAIL_QUOTA_WINDOW_MS = 60 * 60 * 1000;

export const MAIL_QUOTAS: Record<QuotaKind, Limit> = {
  // The hourly digest of held comments: one a run, a few spare for restarts.
  commentDigest: { perRecipient: 4, message: 'Too many comment digests. The next run sends them.' },
  emailChange: { perSender: 5, perRecipient: 3, message: 'Too many email address changes. Please wait an hour and try again.' },
  invitation: { perSender: 30, perRecipient: 5, message: 'Too many invitations. Please wait an hour and try again.' },
  // A sign-in link is asked for by anyone: the sender is the client address.
  memberSignIn: { perSender: 10, perRecipient: 3, message: MEMBER_MESSAGES.tooManyLinks },
  newsletterTest: { perSender: 10, perRecipient: 10, message: 'Too many test copies. Please wait an hour and try again.' },
  passwordReset: { perRecipient: 3, message: 'Too many password-reset requests. Please wait an hour and try again.' },
};

/** A counter shared by every instance on the database (the sign-in attempt store fits). */
export interface QuotaCounter {
  increment(key: string): Promise<{ totalHits: number; resetTime?: Date | undefined }>;
}

export interface MailQuota {
  /**
   * Counts one mail of `kind` for its sender and its recipient; past either limit nothing is
   * counted further and a 429 with Retry-After says how long to wait.
   */
  take(kind: QuotaKind, who: { sender?: string | number | null; recipient: string }): Promise<void>;
}

/** Every mail allowed: for services tested without a database. */
export const NO_QUOTA: MailQuota = { take: async () => {} };

/** `scale` multiplies every limit (MAIL_QUOTA_SCALE; servers run by the fuzzer raise them). */
export function createMailQuota(counter: QuotaCounter, now: () => number = Date.now, scale = 1): MailQuota {
  const over = async (key: string, limit: number) => {
    const { totalHits, resetTime } = await counter.increment(key);
    return totalHits > limit ? Math.max(1, Math.ceil(((resetTime?.getTime() ?? now() + MAIL_QUOTA_WINDOW_MS) - now()) / 1000)) : 0;
  };
  return {
    async take(kind, { sender, recipient }) {
      const limit = MAIL_QUOTAS[kind];
      // Addresses differing only in case reach the same mailbox.
      const waits = await Promise.all([
        limit.perSender !== undefined && sender != null ? over(`${kind}:from:${sender}`, limit.perSender * scale) : 0,
        over(`${kind}:to:${recipient.trim().toLowerCase()}`, limit.perRecipient * scale),
      ]);
      const wait = Math.max(...waits);
      if (wait > 0) throw new HttpProblem(429, limit.message, { headers: { 'Retry-After': String(wait) } });
    },
  };
}
