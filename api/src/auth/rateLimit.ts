import type { Request, RequestHandler } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import { AUTH_MESSAGES } from '../../../common/messages.ts';
import { HttpProblem } from '../http/problem.ts';
import { DatabaseAttemptStore } from './attemptStore.ts';
import type { AttemptRepository } from './repository/attemptRepository.ts';

/** Failed sign-ins one address may make in a window. */
export const LOGIN_MAX_FAILURES = 10;
/**
 * Failed sign-ins one account may receive in a window, from all addresses together. Higher than
 * the per-address limit, so a single address cannot block the account at all; several can block
 * it until the window that began with their first failure ends, never longer.
 */
export const LOGIN_MAX_ACCOUNT_FAILURES = 3 * LOGIN_MAX_FAILURES;

/** The account a sign-in is for, as the limit counts it. */
function accountKey(req: Request): string {
  const username = (req.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
}

/** 429 with the time left until this block ends. */
const tooMany: Options['handler'] = (req, _res, next, options) => {
  const info = (req as Request & Record<string, { resetTime?: Date } | undefined>)[options.requestPropertyName];
  const seconds = Math.max(1, Math.ceil(((info?.resetTime?.getTime() ?? Date.now() + options.windowMs) - Date.now()) / 1000));
  next(new HttpProblem(429, AUTH_MESSAGES.tooManyAttempts, { headers: { 'Retry-After': String(seconds) } }));
};

/**
 * More than 10 failed sign-ins from one address, or 30 for one account, within the window are
 * answered with 429 (even for the right password) until that window ends. Successes do not count.
 * Counts live in the database, so every instance on it sees the same ones.
 */
export function createLoginLimiter(windowMs: number, attempts: AttemptRepository): RequestHandler {
  // X-Forwarded-For without TRUST_PROXY is ignored on purpose (README), not a misconfiguration to report.
  const common = { windowMs, skipSuccessfulRequests: true, legacyHeaders: false, handler: tooMany, validate: { xForwardedForHeader: false } } satisfies Partial<Options>;
  const [byAddress, byAccount] = [
    rateLimit({ ...common, limit: LOGIN_MAX_FAILURES, standardHeaders: 'draft-7', store: new DatabaseAttemptStore('address:', attempts), requestPropertyName: 'addressLimit' }),
    rateLimit({
      ...common,
      limit: LOGIN_MAX_ACCOUNT_FAILURES,
      standardHeaders: false,
      store: new DatabaseAttemptStore('account:', attempts),
      requestPropertyName: 'accountLimit',
      keyGenerator: accountKey,
      // Invitation and reset links name no account: only their address is counted.
      skip: (req) => accountKey(req) === '',
    }),
  ];
  return (req, res, next) => byAddress(req, res, (error?: unknown) => (error ? next(error) : byAccount(req, res, next)));
}
