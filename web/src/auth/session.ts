import { authLogin, authLogout, authMe, authSession, twoFactorVerifyLogin } from '../../../codegen/orval/endpoints/auth/auth.ts';
import type { User } from '../../../codegen/orval/schemas/user.ts';
import { ApiError } from '../api/fetcher.ts';
import { hasSessionFlag, setSessionFlag } from './flag.ts';

/**
 * How a password sign-in ended: signed in, wrong credentials, waiting for a two-factor code, or
 * signed in with a session that may only set up two-factor (the site requires it).
 */
export type SignInOutcome = 'signedIn' | 'invalid' | 'codeRequired' | 'setupRequired';

/** Signs in through POST /api/auth/login. Other failures than wrong credentials throw ("{status}: {detail}"). */
export async function signIn(username: string, password: string): Promise<SignInOutcome> {
  let answer: Awaited<ReturnType<typeof authLogin>>;
  try {
    answer = await authLogin({ username, password });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'invalid';
    throw error;
  }
  if ('twoFactorRequired' in answer.data && answer.data.twoFactorRequired) return 'codeRequired';
  setSessionFlag(true);
  return 'twoFactorSetupRequired' in answer.data && answer.data.twoFactorSetupRequired ? 'setupRequired' : 'signedIn';
}

/** The code step (POST /api/auth/login/verify) after a password sign-in that asked for one; throws ApiError with the server's sentence. */
export async function verifySignInCode(code: string): Promise<void> {
  await twoFactorVerifyLogin({ code });
  setSessionFlag(true);
}

/**
 * Ends the session on the server first, then drops the flag: the flag's change sends every
 * guarded screen to the sign-in, which must not show while the session still works.
 */
export async function signOut(): Promise<void> {
  await authLogout().catch(() => undefined);
  setSessionFlag(false);
}

/**
 * Asks the server whether the cookie is still valid, and brings the flag in line with the answer.
 * No answer at all (the page navigated away mid-request, or the network dropped) tells nothing:
 * the flag stays as it was, so leaving the back office while it checks does not sign the tab out.
 */
export async function checkSession(): Promise<boolean> {
  const authenticated = await authSession().then(
    (response) => response.status === 200 && response.data.authenticated,
    (error: unknown) => (error instanceof ApiError ? false : undefined),
  );
  if (authenticated === undefined) return hasSessionFlag();
  setSessionFlag(authenticated);
  return authenticated;
}

export type SignedInUser = User;

/** The signed-in staff member with role (GET /api/auth/me); throws ApiError (401 when signed out). */
export async function signedInUser(): Promise<SignedInUser> {
  const response = await authMe();
  if (response.status !== 200) throw new ApiError(response.status, 'Sign in to continue.');
  return response.data;
}
