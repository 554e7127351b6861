/**
 * The actions the activity log records, with the label the back office shows for each. Work that
 * records a new kind of action adds it here; the API refuses a filter on an action not listed.
 */
export const ACTIVITY_ACTION_LABELS = {
  'auth.signIn': 'Signed in',
  'auth.signInFailed': 'Sign-in failed',
  'post.publish': 'Published a post',
  'post.update': 'Changed a published post',
  'post.unpublish': 'Unpublished a post',
  'post.delete': 'Deleted a post',
  'newsletter.send': 'Sent a newsletter',
  'subscriber.erase': 'Erased a subscriber',
  'subscriber.confirm': 'A reader confirmed their subscription',
  'subscriber.export': 'Exported subscribers',
  'page.publish': 'Published a page',
  'page.unpublish': 'Unpublished a page',
  'page.delete': 'Deleted a page',
  'settings.update': 'Changed the settings',
  'settings.restore': 'Restored earlier settings',
  'navigation.update': 'Changed the menus',
  'navigation.restore': 'Restored earlier menus',
  'homepage.publish': 'Published the home page',
  'homepage.restore': 'Restored an earlier home page',
  'user.invite': 'Invited a staff member',
  'user.reinvite': 'Sent an invitation again',
  'user.join': 'Accepted an invitation',
  'user.role': 'Changed a role',
  'user.suspend': 'Suspended an account',
  'user.reactivate': 'Reactivated an account',
  'user.delete': 'Deleted an account',
  'user.transferOwnership': 'Handed over ownership',
  'auth.passwordReset': 'Reset a password',
  'auth.passwordResetRequest': 'Asked for a password-reset link',
  'user.emailChange': 'Started an email address change',
  'user.emailConfirm': 'Confirmed a new email address',
  'user.emailRevert': 'Undid an email address change',
  'newsletter.test': 'Sent a newsletter test copy',
  'auth.passwordChange': 'Changed their password',
  'user.endSessions': "Ended an account's sessions",
  'twoFactor.enable': 'Turned on two-factor sign-in',
  'twoFactor.disable': 'Turned off two-factor sign-in',
  'twoFactor.reset': 'Reset someone\u2019s two-factor sign-in',
  'twoFactor.require': 'Required two-factor sign-in of all staff',
  'twoFactor.unrequire': 'Stopped requiring two-factor sign-in',
  'analytics.delete': 'Deleted analytics counts',
  'comment.approve': 'Approved a comment',
  'comment.reject': 'Rejected a comment',
  'comment.spam': 'Marked a comment as spam',
  'comment.blockMember': 'Blocked a member from commenting',
  'event.change': 'Changed a published event',
  'site.export': 'Exported the whole site',
  'site.exportGhost': 'Exported posts for Ghost',
  'site.exportFull': 'Downloaded a full backup (encrypted)',
  'site.restore': 'Restored the site from an export',
  'site.import': 'Imported posts from another site',
  'site.removeSamples': 'Removed the sample content',
} as const;

export type ActivityAction = keyof typeof ACTIVITY_ACTION_LABELS;

export const ACTIVITY_ACTIONS = Object.keys(ACTIVITY_ACTION_LABELS) as ActivityAction[];

/** Entries are kept this many days unless ACTIVITY_RETENTION_DAYS says otherwise. */
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 365;

/** The longest `detail` an entry keeps. */
export const ACTIVITY_DETAIL_MAX = 200;
