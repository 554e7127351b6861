import type { Request, Response } from 'express';
import { cookieOptions } from '../auth/sessionCookie.ts';
import { PENDING_LOGIN_TTL_MS } from './service.ts';

/** The cookie of a sign-in waiting for its code; sent only to the sign-in paths. */
export const PENDING_LOGIN_COOKIE = 'n4n4_2fa';
const options = (req: Request) => ({ ...cookieOptions(req), path: '/api/auth/login' });

export const pendingLoginToken = (req: Request): unknown => ((req.cookies ?? {}) as Record<string, unknown>)[PENDING_LOGIN_COOKIE];

export function setPendingLogin(req: Request, res: Response, token: string): void {
  res.cookie(PENDING_LOGIN_COOKIE, token, { ...options(req), maxAge: PENDING_LOGIN_TTL_MS });
}

export function clearPendingLogin(req: Request, res: Response): void {
  res.clearCookie(PENDING_LOGIN_COOKIE, options(req));
}
