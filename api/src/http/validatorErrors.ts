import { FIELD_MESSAGES } from '../../../common/messages.ts';
import { NEWSLETTER_MESSAGES } from '../../../common/newsletter.ts';

/** One item of an express-openapi-validator error. */
export interface ValidatorItem {
  path?: string;
  message?: string;
  errorCode?: string;
}

/** The SPEC §5 text for a body field that broke a schema rule, where the spec has one. */
const SPEC_TEXT: Record<string, Partial<Record<'required' | 'minLength' | 'maxLength' | 'pattern', string>>> = {
  title: { required: FIELD_MESSAGES.titleRequired, minLength: FIELD_MESSAGES.titleRequired },
  slug: { required: FIELD_MESSAGES.slugRequired, minLength: FIELD_MESSAGES.slugRequired, pattern: FIELD_MESSAGES.slugFormat },
  content: { required: FIELD_MESSAGES.contentRequired, minLength: FIELD_MESSAGES.contentRequired },
  name: { required: FIELD_MESSAGES.nameRequired, minLength: FIELD_MESSAGES.nameRequired },
  metaDescription: { maxLength: FIELD_MESSAGES.metaDescriptionTooLong },
  username: { required: FIELD_MESSAGES.usernameRequired },
  email: { required: NEWSLETTER_MESSAGES.invalidEmail, maxLength: NEWSLETTER_MESSAGES.invalidEmail },
};

/**
 * Turns validator items into `{ field: message }`: body fields by name (with the spec's texts),
 * query and path parameters as `query.name` / `params.name`.
 */
export function fieldErrors(items: ValidatorItem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of items) {
    const [, location = 'body', field = location, ...rest] = (item.path ?? '').split('/');
    const key = location === 'body' ? [field, ...rest].join('.') : `${location}.${field}`;
    if (errors[key]) continue;
    const rule = item.errorCode?.split('.')[0] as keyof (typeof SPEC_TEXT)[string] | undefined;
    const specText = location === 'body' && rest.length === 0 && rule ? SPEC_TEXT[field]?.[rule] : undefined;
    errors[key] = specText ?? `${key} ${item.message ?? 'is invalid'}`;
  }
  return errors;
}
