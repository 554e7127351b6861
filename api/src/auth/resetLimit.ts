import type { RequestHandler } from 'express';
import { addressLimiter } from '../http/addressLimit.ts';

/** Password-reset requests one address may make in this window. */
export const RESET_WINDOW_MS = 15 * 60 * 1000;
export const RESET_LIMIT = 5;
export const RESET_TOO_MANY = 'Too many password-reset requests. Please wait 15 minutes and try again.';

/** Past 5 reset requests from one address in 15 minutes: 429 with the window's length to wait. */
export function createResetLimiter(limit = RESET_LIMIT): RequestHandler {
  return addressLimiter({ windowMs: RESET_WINDOW_MS, limit, message: RESET_TOO_MANY });
}
