/** Texts of two-factor sign-in, shared by the API and the screens. */
export const TWO_FACTOR_MESSAGES = {
  alreadyOn: 'Two-factor sign-in is already on. Turn it off before setting it up again.',
  noSetup: 'Start the setup first: no authenticator secret is waiting for a code.',
  notOn: 'Two-factor sign-in is not on for this account.',
  wrongSetupCode: 'The code does not match. Enter the 6-digit code your authenticator app shows now.',
  wrongCode: 'The code is wrong or has already been used.',
  loginExpired: 'Your sign-in has expired. Enter your username and password again.',
  tooManyCodes: 'Too many wrong codes. Wait 15 minutes, then sign in again.',
  resetOwnerOnly: 'Only the owner can reset the owner\u2019s two-factor sign-in.',
  policyNeedsOwn: 'Turn on your own two-factor sign-in before requiring it of all staff.',
  setupFirst: 'This site requires two-factor sign-in. Set it up first: Two-factor sign-in, in the top bar.',
  resetSelf: 'Turn off your own two-factor sign-in from your profile, with a code.',
} as const;
