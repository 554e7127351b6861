import { FIELD_MESSAGES, IMAGE_MESSAGES, SCHEDULE_MESSAGES } from '../../../common/messages.ts';
import { COURT_MESSAGES } from '../../../common/courts.ts';
import { NEWSLETTER_ADMIN_MESSAGES, NEWSLETTER_MESSAGES } from '../../../common/newsletter.ts';
import { importRefusal } from '../newsletter/subscriberImport.ts';
import { POST_MESSAGES } from '../posts/validate.ts';
import { SETTINGS_MESSAGES } from '../../../common/settings.ts';

/** One item of an express-openapi-validator error. */
export interface ValidatorItem {
  path?: string;
  message?: string;
  errorCode?: string;
}

type Rule = 'required' | 'minLength' | 'maxLength' | 'pattern' | 'minimum' | 'maximum';

/** A text, or the text for the value sent (where one rule of the schema covers several of the handler's). */
type Text = string | ((value: unknown) => string);

/** The user-facing text for a body field that broke a schema rule, where there is one (the same the handlers give). */
const SPEC_TEXT: Record<string, Partial<Record<Rule, Text>>> = {
  title: { required: FIELD_MESSAGES.titleRequired, minLength: FIELD_MESSAGES.titleRequired, pattern: FIELD_MESSAGES.titleRequired },
  slug: { required: FIELD_MESSAGES.slugRequired, minLength: FIELD_MESSAGES.slugRequired, pattern: FIELD_MESSAGES.slugFormat },
  content: { required: FIELD_MESSAGES.contentRequired, minLength: FIELD_MESSAGES.contentRequired, pattern: FIELD_MESSAGES.contentRequired },
  name: { required: FIELD_MESSAGES.nameRequired, minLength: FIELD_MESSAGES.nameRequired, pattern: FIELD_MESSAGES.nameRequired },
  metaDescription: { maxLength: FIELD_MESSAGES.metaDescriptionTooLong },
  publishDate: { pattern: POST_MESSAGES.badDate },
  featuredImage: { pattern: POST_MESSAGES.badLink },
  canonicalUrl: { pattern: POST_MESSAGES.badLink },
  ogImage: { pattern: POST_MESSAGES.badLink },
  username: { required: FIELD_MESSAGES.usernameRequired },
  subject: { required: NEWSLETTER_ADMIN_MESSAGES.subjectRequired, pattern: NEWSLETTER_ADMIN_MESSAGES.subjectRequired },
  email: { required: NEWSLETTER_MESSAGES.invalidEmail, maxLength: NEWSLETTER_MESSAGES.invalidEmail, pattern: NEWSLETTER_MESSAGES.invalidEmail },
  city: { required: COURT_MESSAGES.cityRequired, minLength: COURT_MESSAGES.cityRequired, pattern: COURT_MESSAGES.cityRequired },
  state: { pattern: COURT_MESSAGES.stateInvalid },
  zip: { pattern: COURT_MESSAGES.zipInvalid },
  website: { pattern: COURT_MESSAGES.websiteInvalid },
  lat: { minimum: COURT_MESSAGES.latInvalid, maximum: COURT_MESSAGES.latInvalid },
  lng: { minimum: COURT_MESSAGES.lngInvalid, maximum: COURT_MESSAGES.lngInvalid },
  indoorCourts: { minimum: COURT_MESSAGES.countInvalid, maximum: COURT_MESSAGES.countInvalid },
  outdoorCourts: { minimum: COURT_MESSAGES.countInvalid, maximum: COURT_MESSAGES.countInvalid },
  consentNote: { pattern: NEWSLETTER_ADMIN_MESSAGES.consentNoteRequired },
  csv: { pattern: (csv) => importRefusal(String(csv)) ?? NEWSLETTER_ADMIN_MESSAGES.importNoEmailColumn },
  // A field of a list's items, named without its index (`posts.0.url` reads `posts.url`).
  'posts.url': { pattern: NEWSLETTER_ADMIN_MESSAGES.postLinkInvalid },
  siteTitle: { required: SETTINGS_MESSAGES.siteTitleRequired, minLength: SETTINGS_MESSAGES.siteTitleRequired, pattern: SETTINGS_MESSAGES.siteTitleRequired, maxLength: SETTINGS_MESSAGES.siteTitleTooLong },
  contactEmail: { pattern: SETTINGS_MESSAGES.contactEmail, maxLength: SETTINGS_MESSAGES.contactEmail },
  logo: { pattern: SETTINGS_MESSAGES.image, maxLength: SETTINGS_MESSAGES.image },
  icon: { pattern: SETTINGS_MESSAGES.image, maxLength: SETTINGS_MESSAGES.image },
  defaultSocialImage: { pattern: SETTINGS_MESSAGES.image, maxLength: SETTINGS_MESSAGES.image },
  ...Object.fromEntries(['facebook', 'instagram', 'youtube', 'x'].map((network) => [`social.${network}`, { pattern: SETTINGS_MESSAGES.profileLink, maxLength: SETTINGS_MESSAGES.profileLink }])),
};

/** A rule the contract states across fields (with `not` on a body schema), and the handler's texts for its fields. */
interface AcrossFields {
  broken: (body: Record<string, unknown>) => boolean;
  errors: Record<string, string>;
}

/** The rules across fields of each body schema that states some: when the validator says one is broken, each one the body breaks names its fields. */
const ACROSS_FIELDS: Record<string, AcrossFields[]> = {
  CourtInput: [
    {
      broken: (body) => !(Number(body.indoorCourts) > 0) && !(Number(body.outdoorCourts) > 0),
      errors: { indoorCourts: COURT_MESSAGES.noCourts, outdoorCourts: COURT_MESSAGES.noCourts },
    },
  ],
  PostInput: [
    {
      broken: (body) => body.publishStatus === 'scheduled' && !body.publishDate,
      errors: { publishDate: SCHEDULE_MESSAGES.needsDate },
    },
    {
      broken: (body) => ['published', 'scheduled'].includes(String(body.publishStatus)) && blank(body.featuredImage) === false && blank(body.featuredImageAlt) !== false,
      errors: { featuredImageAlt: IMAGE_MESSAGES.featuredImageAltRequired },
    },
  ],
};

/** Whether a text is empty once trimmed (undefined when it is not a text). */
const blank = (value: unknown) => (typeof value === 'string' ? value.trim() === '' : undefined);

/**
 * Turns validator items into `{ field: message }`: body fields by name (with the spec's texts),
 * query and path parameters as `query.name` / `params.name`. `bodySchema` names the schema the
 * body was checked against (`PostInput`), for its rules across fields.
 */
export function fieldErrors(items: ValidatorItem[], body?: unknown, bodySchema?: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of items) {
    if (item.path === '/body' && item.errorCode?.startsWith('not.')) {
      acrossFields(errors, body, ACROSS_FIELDS[bodySchema ?? ''] ?? []);
      continue;
    }
    const [, location = 'body', field = location, ...rest] = (item.path ?? '').split('/');
    const key = location === 'body' ? [field, ...rest].join('.') : `${location}.${field}`;
    if (errors[key]) continue;
    const rule = item.errorCode?.split('.')[0] as Rule | undefined;
    const textKey = [field, ...rest.filter((part) => !/^\d+$/.test(part))].join('.');
    const text = location === 'body' && rule ? SPEC_TEXT[textKey]?.[rule] : undefined;
    const specText = typeof text === 'function' ? text(valueAt(body, [field, ...rest])) : text;
    errors[key] = specText ?? `${key} ${item.message ?? 'is invalid'}`;
  }
  return errors;
}

/** The value at `path` in a parsed body, or undefined. */
function valueAt(body: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, part) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), body);
}

/** Each cross-field rule the body breaks names its fields, unless a field already has an error of its own. */
function acrossFields(errors: Record<string, string>, body: unknown, rules: AcrossFields[]): void {
  if (body === null || typeof body !== 'object') return;
  for (const rule of rules) {
    if (!rule.broken(body as Record<string, unknown>)) continue;
    for (const [field, message] of Object.entries(rule.errors)) errors[field] ??= message;
  }
}
