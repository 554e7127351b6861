/** Where the link pages live: the confirmation and unsubscribe links in newsletter mail lead here. */
export const NEWSLETTER_LINK_PREFIX = '/newsletter';
