/** Texts and numbers of the newsletter, shared by the API and the web app. */
export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  checkInbox: 'Thanks! Check your inbox for a link to confirm your subscription.',
  tooManySignups: 'Too many sign-ups from your address. Please wait a few minutes and try again.',
  subscribeFailed: 'Something went wrong. Please try again.',
} as const;

/** A confirmation link works for 48 hours. */
export const NEWSLETTER_CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;
/** Sign-ups nobody confirmed are erased after 7 days. */
export const NEWSLETTER_UNCONFIRMED_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How often the unconfirmed sign-ups are looked for. */
export const NEWSLETTER_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Sign-up requests (and new-link requests) one address may make per window. */
export const NEWSLETTER_SIGNUP_LIMIT = 5;
export const NEWSLETTER_SIGNUP_WINDOW_MS = 10 * 60 * 1000;
/** RFC 5321: at most 64 characters before the @ and 254 in all. */
export const EMAIL_LOCAL_MAX = 64;
export const EMAIL_MAX = 254;

/** Texts of the back office's newsletter screens that the API also sends. */
export const NEWSLETTER_ADMIN_MESSAGES = {
  subjectRequired: 'Subject is required, on one line',
  postLinkInvalid: 'Each post link must be an http(s) URL',
  issueLocked: 'This issue has been sent and can no longer be edited.',
  consentNoteRequired: 'Write where and when the reader agreed to get the newsletter.',
  alreadyOnList: (status: string) =>
    status === 'unsubscribed' ? 'This address unsubscribed earlier and stays unsubscribed.' : `This address is already on the list (${status}).`,
  importNoEmailColumn: 'The file needs a column named email (Ghost, Substack) or Email Address (Mailchimp).',
  importEmpty: 'The file has no rows: one header row, then one subscriber per row.',
  rowInvalidEmail: 'Not a valid email address',
  rowOptedOut: 'Not subscribed in the export',
  rowTwice: (line: number) => `Appears twice in the file (first on line ${line})`,
  rowOnList: (status: string) => (status === 'unsubscribed' ? 'Unsubscribed earlier: stays unsubscribed' : `Already on the list (${status})`),
} as const;

/** How a subscriber came onto the list. */
export const SUBSCRIBER_SOURCES = ['signup', 'staff', 'import'] as const;
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];
/** The longest consent note an admin may type. */
export const CONSENT_NOTE_MAX = 500;
