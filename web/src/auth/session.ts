import { authLogin, authLogout, authSession } from '../../../codegen/orval/endpoints/auth/auth.ts';
import { ApiError } from '../api/fetcher.ts';
import { AUTH_FLAG_KEY } from './flag.ts';

/** Fired on window whenever this tab signs in or out, so open screens can follow the flag. */
export const AUTH_CHANGE_EVENT = 'n4n4auth-change';

/**
 * The client side of the admin session. The server's httpOnly cookie is the real gate; the
 * `n4n4Auth` session-storage flag (SPEC §3) mirrors it so screens can decide without a call.
 */
export function hasSessionFlag(): boolean {
  return sessionStorage.getItem(AUTH_FLAG_KEY) === 'true';
}

export function setSessionFlag(signedIn: boolean): void {
  const before = hasSessionFlag();
  if (signedIn) sessionStorage.setItem(AUTH_FLAG_KEY, 'true');
  else sessionStorage.removeItem(AUTH_FLAG_KEY);
  if (before !== signedIn) window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}

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

/**
 * The post-login target a `redirect` parameter may name: a path on this site (starts with one
 * '/', not '//' or '/\\', which browsers treat as another host). Anything else is refused.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  // Browsers drop tabs and newlines from URLs, so '/\t/host' would become '//host'.
  if ([...value].some((c) => c.charCodeAt(0) < 32 || /\s/.test(c))) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/** `/login?redirect=...` for the path the visitor wanted. */
export function loginPathFor(requested: string): string {
  return `/login?redirect=${encodeURIComponent(requested)}`;
}
