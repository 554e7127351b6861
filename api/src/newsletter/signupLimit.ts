import type { RequestHandler } from 'express';
import { NEWSLETTER_MESSAGES, NEWSLETTER_SIGNUP_WINDOW_MS } from '../../../common/newsletter.ts';
import { addressLimiter } from '../http/addressLimit.ts';

/**
 * Sign-ups and new-link requests per client address: past `limit` in the window, 429 with the
 * window's length to wait. One limiter per app, shared by the form's endpoint and the link pages.
 */
export function createSignupLimiter(limit: number): RequestHandler {
  return addressLimiter({ windowMs: NEWSLETTER_SIGNUP_WINDOW_MS, limit, message: NEWSLETTER_MESSAGES.tooManySignups });
}
