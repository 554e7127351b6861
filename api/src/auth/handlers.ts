import type { RequestHandler } from 'express';
import type { AuthLoginData, AuthSessionResponse } from '../../../codegen/hey-api/types.gen.ts';
import { AUTH_MESSAGES } from '../../../common/messages.ts';
import { appContext } from '../http/context.ts';
import { HttpProblem } from '../http/problem.ts';
import { sessionUser } from './guard.ts';
import { issueSession, safeEqual, SESSION_COOKIE, SESSION_TTL_MS } from './session.ts';

const signIn: RequestHandler = (req, res) => {
  const { config } = appContext(req);
  const { username, password } = req.body as AuthLoginData['body'];
  const userOk = safeEqual(username, config.adminUsername);
  const passwordOk = safeEqual(password, config.adminPassword);
  if (!userOk || !passwordOk) throw new HttpProblem(401, AUTH_MESSAGES.invalidCredentials);
  res.cookie(SESSION_COOKIE, issueSession(username, config.sessionSecret), {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.production,
    path: '/',
    maxAge: SESSION_TTL_MS,
  });
  const body: AuthSessionResponse = { authenticated: true, username };
  res.json(body);
};

/** Failed attempts count toward the per-address limit; a success does not. */
const limitFailures: RequestHandler = (req, res, next) => appContext(req).loginLimiter(req, res, next);

export const login = [limitFailures, signIn];

export const logout: RequestHandler = (_req, res) => {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/' });
  res.status(204).end();
};

export const session: RequestHandler = (req, res) => {
  const username = sessionUser(req);
  const body: AuthSessionResponse = username ? { authenticated: true, username } : { authenticated: false };
  res.setHeader('Cache-Control', 'no-store');
  res.json(body);
};
