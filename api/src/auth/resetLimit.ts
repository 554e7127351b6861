import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { HttpProblem } from '../http/problem.ts';

/** Password-reset requests one address may make in this window. */
export const RESET_WINDOW_MS = 15 * 60 * 1000;
export const RESET_LIMIT = 5;
export const RESET_TOO_MANY = 'Too many password-reset requests. Please wait 15 minutes and try again.';

/** Past 5 reset requests from one address in 15 minutes: 429 with the window's length to wait. */
export function createResetLimiter(limit = RESET_LIMIT): RequestHandler {
  return rateLimit({
    windowMs: RESET_WINDOW_MS,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // X-Forwarded-For without TRUST_PROXY is ignored on purpose, as for sign-in.
    validate: { xForwardedForHeader: false },
    handler: (_req, _res, next, options) => next(new HttpProblem(429, RESET_TOO_MANY, { headers: { 'Retry-After': String(Math.ceil(options.windowMs / 1000)) } })),
  });
}
