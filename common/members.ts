import { NEWSLETTER_MESSAGES } from './newsletter.ts';

/** Texts and numbers of members (readers signed in by a mailed link), shared by the API and the web app. */
export const MEMBER_MESSAGES = {
  checkInbox: 'Check your inbox: a sign-in link is on its way. It works once, for 15 minutes.',
  invalidEmail: NEWSLETTER_MESSAGES.invalidEmail,
  signInRequired: 'Sign in with your email address to do this.',
  displayNameInvalid: 'A display name has 1 to 60 characters, on one line.',
  tooManyLinks: 'Too many sign-in links. Please wait an hour and try again.',
} as const;

/** A sign-in link works once, for 15 minutes. */
export const MEMBER_LINK_TTL_MS = 15 * 60 * 1000;
/** A member stays signed in for 30 days on one browser. */
export const MEMBER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const DISPLAY_NAME_MAX = 60;
/** What a new member is called until they choose a name. */
export const DEFAULT_DISPLAY_NAME = 'Reader';
/** The member cookie's name: distinct from the staff session's. */
export const MEMBER_COOKIE = 'pbh_member';
/**
 * Set and cleared with the member cookie, readable by the page (the session cookie is not): a
 * visitor's browser asks who is signed in only when it is there, so no visitor's page gets a 401.
 */
export const MEMBER_HINT_COOKIE = 'pbh_member_in';
