/** The session-storage key that marks a signed-in browser session (SPEC §3). */
export const AUTH_FLAG_KEY = 'n4n4Auth';
