import type { RequestHandler } from 'express';
import type { AuthLoginData, AuthSessionResponse } from '../../../codegen/hey-api/types.gen.ts';
import { AUTH_MESSAGES } from '../../../common/messages.ts';
import { appContext } from '../http/context.ts';
import { HttpProblem } from '../http/problem.ts';
import { answers } from '../http/statusSources.ts';
import { sessionToken, sessionUser } from './guard.ts';
import { safeEqual, SESSION_COOKIE, SESSION_TTL_MS } from './session.ts';

const signIn: RequestHandler = async (req, res) => {
  const { config, sessions } = appContext(req);
  const { username, password } = req.body as AuthLoginData['body'];
  const userOk = safeEqual(username, config.adminUsername);
  const passwordOk = safeEqual(password, config.adminPassword);
  if (!userOk || !passwordOk) throw new HttpProblem(401, AUTH_MESSAGES.invalidCredentials);
  // A sign-in over an existing session replaces it.
  await sessions.close(sessionToken(req));
  res.cookie(SESSION_COOKIE, await sessions.open(config.adminUsername), {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.production,
    path: '/',
    maxAge: SESSION_TTL_MS,
  });
  const body: AuthSessionResponse = { authenticated: true, username };
  res.json(body);
};

/** Failed attempts count toward the per-address and per-account limits; a success does not. */
const limitFailures = answers([429], ((req, res, next) => appContext(req).loginLimiter(req, res, next)) as RequestHandler);

export const login = [limitFailures, signIn];

/** Ends the session on the server (a copied cookie stops working), then clears the cookie. */
export const logout: RequestHandler = async (req, res) => {
  await appContext(req).sessions.close(sessionToken(req));
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure: appContext(req).config.production, path: '/' });
  res.status(204).end();
};

export const session: RequestHandler = async (req, res) => {
  const username = await sessionUser(req);
  const body: AuthSessionResponse = username ? { authenticated: true, username } : { authenticated: false };
  res.setHeader('Cache-Control', 'no-store');
  res.json(body);
};
