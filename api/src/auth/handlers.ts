import type { Request, RequestHandler, Response } from 'express';
import type { ActivityService } from '../activity/service.ts';
import type { AuthLoginData, AuthSessionResponse } from '../../../codegen/hey-api/types.gen.ts';
import { appContext } from '../context.ts';
import { answers } from '../http/statusSources.ts';
import type { TwoFactorService } from '../twoFactor/service.ts';
import { setPendingLogin } from '../twoFactor/pendingCookie.ts';
import type { UserService } from '../users/service.ts';
import { toUserJson } from '../users/serialize.ts';
import type { StaffUser } from '../users/user.ts';
import { actorOf, sessionToken, sessionUser } from './guard.ts';
import { SESSION_COOKIE } from './session.ts';
import { cookieOptions, startSession } from './sessionCookie.ts';
import type { SessionStore } from './sessionStore.ts';

/** The auth operations (`auth.*`): HTTP only, over the accounts, the session store, the limiters and the activity log. */
export function authHandlers({ users, sessions, loginLimiter, resetLimiter, activity, twoFactor }: { users: UserService; sessions: SessionStore; loginLimiter: RequestHandler; resetLimiter: RequestHandler; activity: Pick<ActivityService, 'signInAttempt'>; twoFactor: Pick<TwoFactorService, 'challenge' | 'setupRequired'> }) {
  const signIn: RequestHandler = async (req, res) => {
    const { username, password } = req.body as AuthLoginData['body'];
    const who = { username, address: req.ip };
    const user = await users.authenticate(username, password).catch((error: unknown) => activity.signInAttempt(Promise.reject(error), who));
    // With two-factor on, the right password only opens the code step (POST /api/auth/login/verify).
    const pending = await twoFactor.challenge(user);
    if (pending) {
      setPendingLogin(req, res, pending);
      res.json({ twoFactorRequired: true });
      return;
    }
    await activity.signInAttempt(Promise.resolve(user), who);
    // A sign-in over an existing session replaces it.
    await startSession(req, res, user);
    const body: AuthSessionResponse = { authenticated: true, username: user.username };
    // The site requires two-factor and this account has none: the session may only set it up.
    if (await twoFactor.setupRequired(user.id)) body.twoFactorSetupRequired = true;
    res.json(body);
  };

  /** Failed attempts count toward the per-address and per-account limits; a success does not. */
  const limitFailures = answers([429], ((req, res, next) => loginLimiter(req, res, next)) as RequestHandler);

  /** Ends the session on the server (a copied cookie stops working), then clears the cookie. */
  const logout: RequestHandler = async (req, res) => {
    await sessions.close(sessionToken(req));
    res.clearCookie(SESSION_COOKIE, cookieOptions(req));
    res.status(204).end();
  };

  const session: RequestHandler = async (req, res) => {
    const user = await sessionUser(req);
    const body: AuthSessionResponse = user ? { authenticated: true, username: user.username } : { authenticated: false };
    res.json(body);
  };

  const me: RequestHandler = (req, res) => {
    res.json(toUserJson(actorOf(req)));
  };

  /**
   * After a password set from a mailed link: signed in when the password is the account's only
   * factor; with two-factor on, only the code step of a sign-in opens (no session yet).
   */
  const signInAfterLink = async (req: Request, res: Response, user: StaffUser) => {
    const pending = await twoFactor.challenge(user);
    if (pending) {
      setPendingLogin(req, res, pending);
      res.json({ twoFactorRequired: true });
      return;
    }
    await startSession(req, res, user);
    res.json(toUserJson(user));
  };

  /** The invitee chooses a password and is signed in. */
  const acceptInvitation: RequestHandler = async (req, res) => {
    const { token, password } = req.body as { token: string; password: string };
    await signInAfterLink(req, res, await users.acceptInvitation(token, password));
  };

  /**
   * Always 202 at once, before any lookup: the answer and its timing are the same whether the
   * address is a staff member's or not. The mail, if any, goes after the answer.
   */
  const requestReset: RequestHandler = async (req, res) => {
    const { email } = req.body as { email: string };
    const { mailed } = await users.requestReset(email);
    res.status(202).json({ message: 'If this address belongs to a staff account, a link to choose a new password is on its way. It works for 1 hour.' });
    mailed.catch((error: unknown) => appContext(req).logger.error({ err: error }, 'could not send a password-reset mail'));
  };

  const confirmReset: RequestHandler = async (req, res) => {
    const { token, password } = req.body as { token: string; password: string };
    await signInAfterLink(req, res, await users.confirmReset(token, password));
  };

  /** A new password for the signed-in account: its other sessions end, this one goes on. */
  const changePassword: RequestHandler = async (req, res) => {
    const { currentPassword, newPassword } = req.body as { currentPassword: string; newPassword: string };
    const user = await users.changePassword(actorOf(req), currentPassword, newPassword);
    await startSession(req, res, user);
    res.json(toUserJson(user));
  };

  const updateProfile: RequestHandler = async (req, res) => {
    res.json(toUserJson(await users.updateProfile(actorOf(req), req.body as Parameters<UserService['updateProfile']>[1])));
  };

  const limitResets = answers([429], ((req, res, next) => resetLimiter(req, res, next)) as RequestHandler);

  return {
    login: [limitFailures, signIn],
    logout,
    session,
    me,
    acceptInvitation: [limitFailures, acceptInvitation],
    requestReset: [limitResets, requestReset],
    confirmReset: [limitFailures, confirmReset],
    changePassword,
    // A new email address counts against the mail limits (mail/quota.ts).
    updateProfile: answers([429], updateProfile),
  };
}
