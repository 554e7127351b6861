import { NEWSLETTER_SIGNUP_LIMIT } from '../../../common/newsletter.ts';
import { SITE_NAME } from '../../../common/site.ts';

/** The first retry of a temporarily refused copy waits 30 seconds; each next one twice as long. */
const DEFAULT_RETRY_MS = 30_000;

/**
 * The newsletter's settings: SMTP_URL (unset: the outbox folder), MAIL_FROM (default: newsletter@
 * the SITE_URL host), NEWSLETTER_SECRET (default: SESSION_SECRET), NEWSLETTER_SIGNUP_LIMIT and NEWSLETTER_RETRY_MS.
 */
export function readNewsletterConfig(env: NodeJS.ProcessEnv, sessionSecret: string, siteUrl: string) {
  if (env.SMTP_URL && !/^smtps?:\/\//.test(env.SMTP_URL)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const limit = Number(env.NEWSLETTER_SIGNUP_LIMIT || NEWSLETTER_SIGNUP_LIMIT);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`NEWSLETTER_SIGNUP_LIMIT must be a whole number of sign-ups, not "${env.NEWSLETTER_SIGNUP_LIMIT}"`);
  const retryMs = Number(env.NEWSLETTER_RETRY_MS || DEFAULT_RETRY_MS);
  if (!Number.isInteger(retryMs) || retryMs < 1) throw new Error(`NEWSLETTER_RETRY_MS must be a whole number of milliseconds, not "${env.NEWSLETTER_RETRY_MS}"`);
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `"${SITE_NAME}" <newsletter@${new URL(siteUrl).hostname}>`,
    newsletterSecret: env.NEWSLETTER_SECRET || sessionSecret,
    newsletterSignupLimit: limit,
    newsletterRetryMs: retryMs,
  };
}
