import type { Request, RequestHandler, Response } from 'express';
import { MEMBER_COOKIE, MEMBER_HINT_COOKIE, MEMBER_MESSAGES, MEMBER_SESSION_TTL_MS } from '../../../common/members.ts';
import { appContext } from '../context.ts';
import { HttpProblem } from '../http/problem.ts';
import type { MemberRecord } from './member.ts';

const resolved = new WeakMap<Request, Promise<MemberRecord | null>>();

export const memberToken = (req: Request): unknown => ((req.cookies ?? {}) as Record<string, unknown>)[MEMBER_COOKIE];

/** The signed-in member, or null; looked up once per request. */
export function memberOf(req: Request): Promise<MemberRecord | null> {
  let member = resolved.get(req);
  if (!member) {
    const token = memberToken(req);
    member = token === undefined ? Promise.resolve(null) : appContext(req).members.memberOfSession(token);
    resolved.set(req, member);
  }
  return member;
}

/** The member a member operation runs for (its guard has passed). */
export async function memberActor(req: Request): Promise<MemberRecord> {
  const member = await memberOf(req);
  if (!member) throw new HttpProblem(401, MEMBER_MESSAGES.signInRequired);
  return member;
}

/** The guard of operations declared with the member cookie: a live member session, else 401. */
export const requireMember: RequestHandler = (req, _res, next) => {
  memberOf(req)
    .then((member) => next(member ? undefined : new HttpProblem(401, MEMBER_MESSAGES.signInRequired)))
    .catch(next);
};

/** The member cookie: httpOnly, sent on same-site navigation (a post page opened from a mail). Strictly functional. */
const cookieOptions = (req: Request) => ({ httpOnly: true, sameSite: 'lax' as const, secure: appContext(req).config.production, path: '/' });

export const setMemberCookie = (req: Request, res: Response, token: string) =>
  res
    .cookie(MEMBER_COOKIE, token, { ...cookieOptions(req), maxAge: MEMBER_SESSION_TTL_MS })
    .cookie(MEMBER_HINT_COOKIE, '1', { ...cookieOptions(req), httpOnly: false, maxAge: MEMBER_SESSION_TTL_MS });
export const clearMemberCookie = (req: Request, res: Response) =>
  res.clearCookie(MEMBER_COOKIE, cookieOptions(req)).clearCookie(MEMBER_HINT_COOKIE, { ...cookieOptions(req), httpOnly: false });
