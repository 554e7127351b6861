/**
 * What a staff member may call while the site requires two-factor and theirs is not set up:
 * read who they are and set it up. Every other guarded operation answers 403.
 */
export const SETUP_OPERATIONS: ReadonlySet<string> = new Set(['auth.me', 'twoFactor.status', 'twoFactor.setup', 'twoFactor.enable']);
