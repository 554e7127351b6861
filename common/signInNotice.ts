/**
 * What the sign-in screen says to someone who has just chosen a password from a mailed link,
 * with their username filled in. The account page sets it in a short-lived cookie scoped to
 * /login (not the URL, so the username reaches no log); the screen reads it once and clears it.
 */
export const SIGN_IN_NOTICE_COOKIE = 'n4n4Ready';
export const SIGN_IN_NOTICE_MAX_AGE_MS = 10 * 60 * 1000;
export const SIGN_IN_NOTICE_PATH = '/login';

export const SIGN_IN_NOTICES = {
  invitation: 'Your account is ready. Sign in with the password you just chose.',
  reset: 'Your password is changed. Sign in with the new one.',
} as const;

export type SignInNoticeKind = keyof typeof SIGN_IN_NOTICES;

export interface SignInNotice {
  kind: SignInNoticeKind;
  username: string;
}

export const signInNoticeValue = ({ kind, username }: SignInNotice) => `${kind}.${encodeURIComponent(username)}`;

/** The notice in a `Cookie` header (or `document.cookie`), if there is a well-formed one. */
export function readSignInNotice(cookies: string): SignInNotice | null {
  const value = cookies
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${SIGN_IN_NOTICE_COOKIE}=`))
    ?.slice(SIGN_IN_NOTICE_COOKIE.length + 1);
  const match = value ? /^(invitation|reset)\.(.+)$/.exec(value) : null;
  if (!match) return null;
  try {
    return { kind: match[1] as SignInNoticeKind, username: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}
