import type { Request, RequestHandler } from 'express';
import { AUTH_MESSAGES } from '../../../common/messages.ts';
import { TWO_FACTOR_MESSAGES } from '../../../common/twoFactor.ts';
import { SETUP_OPERATIONS } from '../twoFactor/setupOperations.ts';
import { appContext } from '../context.ts';
import { HttpProblem } from '../http/problem.ts';
import { hasBody } from '../http/requestBody.ts';
import { requireMember } from '../members/session.ts';
import type { Operation } from '../http/operations.ts';
import { USER_MESSAGES } from '../users/messages.ts';
import { atLeast, type Role, type StaffUser } from '../users/user.ts';
import { SESSION_COOKIE } from './session.ts';

const resolved = new WeakMap<Request, Promise<StaffUser | undefined>>();
const signedIn = new WeakMap<Request, StaffUser>();

/** The cookie value of the session, if the request carries one. */
export function sessionToken(req: Request): unknown {
  return ((req.cookies ?? {}) as Record<string, unknown>)[SESSION_COOKIE];
}

/**
 * The signed-in staff member, or undefined; looked up once per request. A session whose account
 * is suspended, deleted or has a new password since it was opened is ended here.
 */
export function sessionUser(req: Request): Promise<StaffUser | undefined> {
  let user = resolved.get(req);
  if (!user) {
    const token = sessionToken(req);
    user = token === undefined ? Promise.resolve(undefined) : lookUp(req, token);
    resolved.set(req, user);
  }
  return user;
}

async function lookUp(req: Request, token: unknown): Promise<StaffUser | undefined> {
  const { sessions, users } = appContext(req);
  const owner = await sessions.userOf(token);
  if (!owner) return undefined;
  const user = await users.sessionUser(owner.userId, owner.credential);
  if (!user) {
    await sessions.close(token);
    return undefined;
  }
  signedIn.set(req, user);
  return user;
}

/** The staff member a guarded operation runs for (its guard has passed). */
export function actorOf(req: Request): StaffUser {
  const user = signedIn.get(req);
  if (!user) throw new HttpProblem(401, AUTH_MESSAGES.signInRequired);
  return user;
}

/**
 * Passes a request with a live session of `least` role or above on; none is a 401 problem, a
 * lesser role a 403. A database that cannot answer goes to the error handler as it is (503 or
 * 507), never as a signed-out visitor.
 */
const requireRole =
  (least: Role, duringSetup: boolean): RequestHandler =>
  (req, res, next) => {
    sessionUser(req)
      .then(async (user) => {
        let refusal = user ? new HttpProblem(403, USER_MESSAGES.roleTooLow(user.role, least)) : new HttpProblem(401, AUTH_MESSAGES.signInRequired);
        if (user && atLeast(user.role, least)) {
          // While the site requires two-factor and this account has none, it may only set it up.
          if (duringSetup || !(await appContext(req).twoFactor.setupRequired(user.id))) return next();
          refusal = new HttpProblem(403, TWO_FACTOR_MESSAGES.setupFirst);
        }
        // The body is never read: the connection closes after the answer instead of draining it.
        if (hasBody(req)) res.setHeader('Connection', 'close');
        next(refusal);
      })
      .catch(next);
  };

const guards = new Map<string, RequestHandler>();

/**
 * The check an operation's declared `security` and `x-min-role` ask for: none when it declares no
 * requirement (or an empty one, which OpenAPI reads as "anonymous allowed"), else a live session
 * whose role is at least the declared one; a member operation, a live member session.
 */
export function guardFor(op: Operation): RequestHandler | undefined {
  if (op.member) return requireMember;
  if (!op.secured) return undefined;
  const least = op.minRole ?? 'admin';
  const duringSetup = SETUP_OPERATIONS.has(op.operationId);
  let guard = guards.get(`${least}:${duringSetup}`);
  if (!guard) guards.set(`${least}:${duringSetup}`, (guard = requireRole(least, duringSetup)));
  return guard;
}
