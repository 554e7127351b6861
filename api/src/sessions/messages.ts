/** The sessions resource's texts. */
export const SESSION_MESSAGES = {
  notFound: 'Session',
  isCurrent: 'This is the session you are using. Use "Sign out" to end it.',
} as const;
