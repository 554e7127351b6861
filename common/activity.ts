/**
 * The actions the activity log records, with the label the back office shows for each. Work that
 * records a new kind of action adds it here (two-factor changes, invitations, role and status
 * changes, password resets, settings changes, static page publish/unpublish/delete); the API
 * refuses a filter on an action not listed.
 */
export const ACTIVITY_ACTION_LABELS = {
  'auth.signIn': 'Signed in',
  'auth.signInFailed': 'Sign-in failed',
  'post.publish': 'Published a post',
  'post.unpublish': 'Unpublished a post',
  'post.delete': 'Deleted a post',
  'newsletter.send': 'Sent a newsletter',
  'subscriber.erase': 'Erased a subscriber',
  'subscriber.export': 'Exported subscribers',
} as const;

export type ActivityAction = keyof typeof ACTIVITY_ACTION_LABELS;

export const ACTIVITY_ACTIONS = Object.keys(ACTIVITY_ACTION_LABELS) as ActivityAction[];

/** Entries are kept this many days unless ACTIVITY_RETENTION_DAYS says otherwise. */
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 365;

/** The longest `detail` an entry keeps. */
export const ACTIVITY_DETAIL_MAX = 200;
