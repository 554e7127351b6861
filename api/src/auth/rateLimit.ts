import { rateLimit } from 'express-rate-limit';
import { AUTH_MESSAGES } from '../../../common/messages.ts';
import { HttpProblem } from '../http/problem.ts';

export const LOGIN_WINDOW_MS = 60_000;
export const LOGIN_MAX_FAILURES = 10;

/** More than 10 failed sign-ins from one address within a minute are answered with 429. */
export const loginLimiter = rateLimit({
  windowMs: LOGIN_WINDOW_MS,
  limit: LOGIN_MAX_FAILURES,
  skipSuccessfulRequests: true,
  standardHeaders: 'draft-7',
  legacyHeaders: false,
  handler: (_req, _res, next, options) => {
    next(new HttpProblem(429, AUTH_MESSAGES.tooManyAttempts, { headers: { 'Retry-After': String(Math.ceil(options.windowMs / 1000)) } }));
  },
});
