/** The events a webhook may ask for, with the label the back office shows for each. */
export const WEBHOOK_EVENT_LABELS = {
  'post.published': 'A post is published',
  'post.updated': 'A published post is changed',
  'post.unpublished': 'A post goes back to draft',
  'page.published': 'A page is published',
  'subscriber.confirmed': 'A reader confirms their subscription',
  'comment.approved': 'A comment is approved',
  'event.changed': 'An event is added, changed or deleted',
} as const;

export type WebhookEvent = keyof typeof WEBHOOK_EVENT_LABELS;

export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_LABELS) as WebhookEvent[];

/** The headers of every delivery (docs/webhooks.md). */
export const WEBHOOK_HEADERS = {
  id: 'X-Webhook-Id',
  event: 'X-Webhook-Event',
  timestamp: 'X-Webhook-Timestamp',
  signature: 'X-Webhook-Signature',
} as const;

/** Attempts kept in a hook's delivery log and shown in the back office. */
export const WEBHOOK_LOG_KEPT = 50;

/** How much of a receiver's answer the log keeps. */
export const WEBHOOK_RESPONSE_KEPT = 512;

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook',
  urlScheme: 'The URL must start with http:// or https://',
  urlInvalid: 'Enter a full URL, such as https://hooks.example.net/pickleball',
  urlCredentials: 'The URL must not hold a user name or password',
  urlPrivate: 'This address is on a private or local network: turn on "Allow private addresses" to send there',
  urlUnresolved: 'This host name does not resolve to an address',
} as const;
