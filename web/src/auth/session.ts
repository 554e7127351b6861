import { authLogin, authLogout, authMe, authSession } from '../../../codegen/orval/endpoints/auth/auth.ts';
import type { User } from '../../../codegen/orval/schemas/user.ts';
import { ApiError } from '../api/fetcher.ts';
import { setSessionFlag } from './flag.ts';

/** Signs in through POST /api/auth/login; true on success, false on wrong credentials. Other failures throw ("{status}: {detail}"). */
export async function signIn(username: string, password: string): Promise<boolean> {
  try {
    await authLogin({ username, password });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false;
    throw error;
  }
  setSessionFlag(true);
  return true;
}

export async function signOut(): Promise<void> {
  setSessionFlag(false);
  await authLogout().catch(() => undefined);
}

/** Asks the server whether the cookie is still valid, and brings the flag in line with the answer. */
export async function checkSession(): Promise<boolean> {
  const authenticated = await authSession().then(
    (response) => response.status === 200 && response.data.authenticated,
    () => false,
  );
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
