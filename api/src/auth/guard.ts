import type { Request } from 'express';
import { AUTH_MESSAGES } from '../../../common/messages.ts';
import { appContext } from '../http/context.ts';
import { HttpProblem } from '../http/problem.ts';
import { SESSION_COOKIE, verifySession } from './session.ts';

/** The signed-in admin's name, or undefined. */
export function sessionUser(req: Request): string | undefined {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  return verifySession(cookies[SESSION_COOKIE], appContext(req).config.sessionSecret);
}

/** express-openapi-validator security handler for `cookieAuth`: 401 problem without a session. */
export function cookieAuth(req: Request): true {
  if (!sessionUser(req)) throw new HttpProblem(401, AUTH_MESSAGES.signInRequired);
  return true;
}
