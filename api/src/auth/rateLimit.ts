import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { AUTH_MESSAGES } from '../../../common/messages.ts';
import { HttpProblem } from '../http/problem.ts';

export const LOGIN_MAX_FAILURES = 10;

/**
 * More than 10 failed sign-ins from one address within the window are answered with 429; the
 * count starts again when the window ends. One limiter per app, so each app (and each test) has
 * its own count and window.
 */
export function createLoginLimiter(windowMs: number): RateLimitRequestHandler {
  return rateLimit({
    windowMs,
    limit: LOGIN_MAX_FAILURES,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, _res, next, options) => {
      next(new HttpProblem(429, AUTH_MESSAGES.tooManyAttempts, { headers: { 'Retry-After': String(Math.ceil(options.windowMs / 1000)) } }));
    },
  });
}
