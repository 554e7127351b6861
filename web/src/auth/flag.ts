/** The session-storage key that marks a signed-in browser session. */
export const AUTH_FLAG_KEY = 'n4n4Auth';

/** Fired on window whenever this tab signs in or out, so open screens can follow the flag. */
export const AUTH_CHANGE_EVENT = 'n4n4auth-change';

/**
 * The client side of the admin session. The server's httpOnly cookie is the real gate; the
 * `n4n4Auth` session-storage flag mirrors it so screens can decide without a call.
 * Kept apart from the calls (session.ts) so public pages can read it without loading them.
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
