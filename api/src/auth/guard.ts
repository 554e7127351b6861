import type { Request, RequestHandler } from 'express';
import { AUTH_MESSAGES } from '../../../common/messages.ts';
import { appContext } from '../http/context.ts';
import { HttpProblem } from '../http/problem.ts';
import { hasBody } from '../http/requestBody.ts';
import type { Operation } from '../http/operations.ts';
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

/**
 * Passes a request with a live session on; none is a 401 problem. A database that cannot answer
 * goes to the error handler as it is (503 or 507), never as a signed-out visitor.
 */
const requireSession: RequestHandler = (req, res, next) => {
  sessionUser(req).then((user) => {
    if (user) return next();
    // The body is never read: the connection closes after the answer instead of draining it.
    if (hasBody(req)) res.setHeader('Connection', 'close');
    next(new HttpProblem(401, AUTH_MESSAGES.signInRequired));
  }, next);
};

/**
 * The check an operation's declared `security` asks for: none when it declares no requirement
 * (or an empty one, which OpenAPI reads as "anonymous allowed"), else a live session.
 */
export function guardFor(op: Operation): RequestHandler | undefined {
  return op.secured ? requireSession : undefined;
}
