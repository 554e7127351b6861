import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { NEWSLETTER_MESSAGES, NEWSLETTER_SIGNUP_WINDOW_MS } from '../../../common/newsletter.ts';
import { HttpProblem } from '../http/problem.ts';

/**
 * Sign-ups and new-link requests per client address: past `limit` in the window, 429 with the
 * window's length to wait. One limiter per app, shared by the form's endpoint and the link pages.
 */
export function createSignupLimiter(limit: number): RequestHandler {
  return rateLimit({
    windowMs: NEWSLETTER_SIGNUP_WINDOW_MS,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // X-Forwarded-For without TRUST_PROXY is ignored on purpose, as for sign-in.
    validate: { xForwardedForHeader: false },
    handler: (_req, _res, next, options) =>
      next(new HttpProblem(429, NEWSLETTER_MESSAGES.tooManySignups, { headers: { 'Retry-After': String(Math.ceil(options.windowMs / 1000)) } })),
  });
}
