import { readSignInNotice, SIGN_IN_NOTICE_COOKIE, SIGN_IN_NOTICE_PATH, type SignInNotice } from '../../../../common/signInNotice.ts';

/** The notice the account page left for this screen, read once: the cookie is cleared as it is read. */
export function takeSignInNotice(): SignInNotice | null {
  if (typeof document === 'undefined') return null;
  const notice = readSignInNotice(document.cookie);
  if (notice) document.cookie = `${SIGN_IN_NOTICE_COOKIE}=; Path=${SIGN_IN_NOTICE_PATH}; Max-Age=0; SameSite=Strict`;
  return notice;
}
