import type { RequestHandler } from 'express';
import type { ActivityService } from '../activity/service.ts';
import type { AuthLoginData, AuthSessionResponse } from '../../../codegen/hey-api/types.gen.ts';
import { appContext } from '../http/context.ts';
import { answers } from '../http/statusSources.ts';
import { sessionToken, sessionUser } from './guard.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from './session.ts';
import type { SessionStore } from './sessionStore.ts';

/** Cookies are `Secure` in production (served over https there). */
const secure = (req: Parameters<RequestHandler>[0]) => appContext(req).config.production;

/** The auth operations (`auth.*`): HTTP only, over the session store and the login limiter. */
export function authHandlers({ sessions, loginLimiter, activity }: { sessions: SessionStore; loginLimiter: RequestHandler; activity: Pick<ActivityService, 'signInAttempt'> }) {
  const signIn: RequestHandler = async (req, res) => {
    const { username, password } = req.body as AuthLoginData['body'];
    // A sign-in over an existing session replaces it.
    const token = await activity.signInAttempt(sessions.signIn(username, password, sessionToken(req)), { username, address: req.ip });
    res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: secure(req), path: '/', maxAge: SESSION_TTL_MS });
    const body: AuthSessionResponse = { authenticated: true, username };
    res.json(body);
  };

  /** Failed attempts count toward the per-address and per-account limits; a success does not. */
  const limitFailures = answers([429], ((req, res, next) => loginLimiter(req, res, next)) as RequestHandler);

  /** Ends the session on the server (a copied cookie stops working), then clears the cookie. */
  const logout: RequestHandler = async (req, res) => {
    await sessions.close(sessionToken(req));
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure: secure(req), path: '/' });
    res.status(204).end();
  };

  const session: RequestHandler = async (req, res) => {
    const username = await sessionUser(req);
    const body: AuthSessionResponse = username ? { authenticated: true, username } : { authenticated: false };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  };

  return { login: [limitFailures, signIn], logout, session };
}
