import type { Request } from 'express';
import { AUTH_MESSAGES } from '../../../common/messages.ts';
import { appContext } from '../http/context.ts';
import { asProblem } from '../http/errorHandler.ts';
import { HttpProblem } from '../http/problem.ts';
import { SESSION_COOKIE } from './session.ts';

const resolved = new WeakMap<Request, Promise<string | undefined>>();

/** The cookie value of the session, if the request carries one. */
export function sessionToken(req: Request): unknown {
  return ((req.cookies ?? {}) as Record<string, unknown>)[SESSION_COOKIE];
}

/** The signed-in admin's name, or undefined; looked up once per request. */
export function sessionUser(req: Request): Promise<string | undefined> {
  let user = resolved.get(req);
  if (!user) {
    const token = sessionToken(req);
    user = token === undefined ? Promise.resolve(undefined) : appContext(req).sessions.userOf(token);
    resolved.set(req, user);
  }
  return user;
}

/** express-openapi-validator security handler for `cookieAuth`: 401 problem without a live session. */
export async function cookieAuth(req: Request): Promise<true> {
  // A database that cannot answer is its own problem (503), not a signed-out visitor (401).
  const user = await sessionUser(req).catch((error: unknown) => {
    throw asProblem(error);
  });
  if (!user) throw new HttpProblem(401, AUTH_MESSAGES.signInRequired);
  return true;
}
