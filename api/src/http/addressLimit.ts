import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { HttpProblem } from './problem.ts';

export interface AddressLimit {
  windowMs: number;
  /** Requests one client address may make in the window. */
  limit: number;
  /** The 429's detail. */
  message: string;
  /** Requests that do not count. */
  skip?: (req: Request) => boolean;
  /** Requests that count while they run and are given back once answered. */
  uncount?: (req: Request, res: Response) => boolean;
}

/** Past `limit` requests from one address in the window: 429 with the window's length to wait. */
export function addressLimiter({ windowMs, limit, message, skip, uncount }: AddressLimit): RequestHandler {
  const retryAfter = String(Math.ceil(windowMs / 1000));
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // X-Forwarded-For without TRUST_PROXY is ignored on purpose, as for sign-in.
    validate: { xForwardedForHeader: false },
    ...(skip && { skip }),
    // express-rate-limit decrements "successful" requests once the response has finished.
    ...(uncount && { skipSuccessfulRequests: true, requestWasSuccessful: uncount }),
    handler: (_req, _res, next) => next(new HttpProblem(429, message, { headers: { 'Retry-After': retryAfter } })),
  });
}
