import type { RequestHandler } from 'express';
import type { ActivityService } from '../activity/service.ts';
import { actorOf, sessionToken } from '../auth/guard.ts';
import { startSession } from '../auth/sessionCookie.ts';
import { idParam } from '../http/listQuery.ts';
import { HttpProblem } from '../http/problem.ts';
import { answers } from '../http/statusSources.ts';
import type { UserService } from '../users/service.ts';
import { TWO_FACTOR_MESSAGES } from '../../../common/twoFactor.ts';
import { clearPendingLogin, pendingLoginToken } from './pendingCookie.ts';
import type { TwoFactorService } from './service.ts';

/** The two-factor operations (`twoFactor.*`): HTTP only, over the two-factor service. */
export function twoFactorHandlers({
  twoFactor,
  users,
  activity,
  loginLimiter,
}: {
  twoFactor: TwoFactorService;
  users: Pick<UserService, 'sessionUser'>;
  activity: Pick<ActivityService, 'record'>;
  loginLimiter: RequestHandler;
}) {
  const status: RequestHandler = async (req, res) => {
    res.json(await twoFactor.status(actorOf(req)));
  };

  const setup: RequestHandler = async (req, res) => {
    res.json(await twoFactor.setup(actorOf(req)));
  };

  /** Every other session of the account ends; this one goes on. */
  const enable: RequestHandler = async (req, res) => {
    res.json({ backupCodes: await twoFactor.enable(actorOf(req), (req.body as { code: string }).code, sessionToken(req)) });
  };

  const disable: RequestHandler = async (req, res) => {
    await twoFactor.disable(actorOf(req), (req.body as { code: string }).code);
    res.status(204).end();
  };

  const reset: RequestHandler = async (req, res) => {
    await twoFactor.reset(actorOf(req), idParam(req));
    res.status(204).end();
  };

  const policy: RequestHandler = async (_req, res) => {
    res.json({ required: await twoFactor.required() });
  };

  const setPolicy: RequestHandler = async (req, res) => {
    res.json({ required: await twoFactor.setRequired(actorOf(req), (req.body as { required: boolean }).required) });
  };

  /** The code step of a sign-in: the pending login's code opens the session. */
  const verifyLogin: RequestHandler = async (req, res) => {
    const { code } = req.body as { code: string };
    const { userId, credential } = await twoFactor.verifyLogin(pendingLoginToken(req), code, { address: req.ip });
    clearPendingLogin(req, res);
    // Suspended, or a new password since the password step: that sign-in no longer counts.
    const user = await users.sessionUser(userId, credential);
    if (!user) throw new HttpProblem(401, TWO_FACTOR_MESSAGES.loginExpired);
    await activity.record({ actor: user.username, action: 'auth.signIn', address: req.ip, detail: 'with a two-factor code' });
    await startSession(req, res, user);
    res.json({ authenticated: true, username: user.username });
  };

  /** Wrong codes also count toward the sign-in limits of the address. */
  const limitFailures = answers([429], ((req, res, next) => loginLimiter(req, res, next)) as RequestHandler);

  return { status, setup, enable, disable, reset, policy, setPolicy, verifyLogin: [limitFailures, verifyLogin] };
}
