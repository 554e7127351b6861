import type { Request, Response } from 'express';
import { appContext } from '../context.ts';
import { deviceLabel } from '../sessions/device.ts';
import type { StaffUser } from '../users/user.ts';
import { sessionToken } from './guard.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from './session.ts';

/** Cookies are `Secure` in production (served over https there). */
const secure = (req: Request) => appContext(req).config.production;

export const cookieOptions = (req: Request) => ({ httpOnly: true, sameSite: 'strict' as const, secure: secure(req), path: '/' });

/** Opens a session for `user` (ending the one the request had) and sets its cookie; it keeps the device's short label and the address. */
export async function startSession(req: Request, res: Response, user: StaffUser): Promise<void> {
  const { sessions } = appContext(req);
  await sessions.close(sessionToken(req));
  const token = await sessions.open({ userId: user.id, credential: user.credentialStamp, device: deviceLabel(req.get('user-agent')), address: req.ip ?? '' });
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: SESSION_TTL_MS });
}
