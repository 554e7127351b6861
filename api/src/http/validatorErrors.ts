import { FIELD_MESSAGES } from '../../../common/messages.ts';

/** One item of an express-openapi-validator error. */
export interface ValidatorItem {
  path?: string;
  message?: string;
  errorCode?: string;
}

type Rule = 'required' | 'minLength' | 'maxLength' | 'pattern' | 'minimum' | 'maximum' | 'type' | 'enum';

/** A text, or the text for the value sent (where one rule of the schema covers several of the handler's). */
type Text = string | ((value: unknown) => string);

/** The user-facing texts of one body field, by the schema rule it broke (the same the handlers give). */
export type FieldTexts = Record<string, Partial<Record<Rule, Text>>>;

/** Texts for the fields many resources share; each resource adds its own fields' texts (its module.ts). */
const SHARED_TEXTS: FieldTexts = {
  title: { required: FIELD_MESSAGES.titleRequired, minLength: FIELD_MESSAGES.titleRequired, pattern: FIELD_MESSAGES.titleRequired },
  slug: { required: FIELD_MESSAGES.slugRequired, minLength: FIELD_MESSAGES.slugRequired, pattern: FIELD_MESSAGES.slugFormat },
  content: { required: FIELD_MESSAGES.contentRequired, minLength: FIELD_MESSAGES.contentRequired, pattern: FIELD_MESSAGES.contentRequired },
  name: { required: FIELD_MESSAGES.nameRequired, minLength: FIELD_MESSAGES.nameRequired, pattern: FIELD_MESSAGES.nameRequired },
  metaDescription: { maxLength: FIELD_MESSAGES.metaDescriptionTooLong },
};

/** A rule the contract states across fields (with `not` on a body schema), and the handler's texts for its fields. */
export interface AcrossFields {
  broken: (body: Record<string, unknown>) => boolean;
  errors: Record<string, string>;
}

/**
 * What the error handler knows of the fields: texts by field name, rules across fields by body
 * schema name, or for an object inside the body by the schema name and its path without the
 * positions (`HomePageInput.sections`: each rule is given one section, its fields named from there).
 */
export interface FieldRules {
  texts: FieldTexts;
  acrossFields: Record<string, AcrossFields[]>;
}

/**
 * The field rules of every resource in one table. A field several resources share has one text per
 * rule: a resource that would give it another stops start-up, naming both.
 */
export function fieldRules(parts: readonly { name: string; fieldTexts?: FieldTexts; acrossFields?: Record<string, AcrossFields[]> }[]): FieldRules {
  const texts: FieldTexts = structuredClone(SHARED_TEXTS);
  const owners = new Map<string, string>();
  const acrossFields: Record<string, AcrossFields[]> = {};
  for (const { name, fieldTexts = {}, acrossFields: across = {} } of parts) {
    for (const [field, rules] of Object.entries(fieldTexts)) {
      const known = (texts[field] ??= {});
      for (const [rule, text] of Object.entries(rules) as [Rule, Text][]) {
        const owner = owners.get(`${field}.${rule}`) ?? 'the shared texts';
        if (known[rule] !== undefined && known[rule] !== text) throw new Error(`${name} gives ${field} (${rule}) another text than ${owner} does`);
        known[rule] = text;
        owners.set(`${field}.${rule}`, name);
      }
    }
    for (const [schema, rules] of Object.entries(across)) (acrossFields[schema] ??= []).push(...rules);
  }
  return { texts, acrossFields };
}

/**
 * Turns validator items into `{ field: message }`: body fields by name (with the spec's texts),
 * query and path parameters as `query.name` / `params.name`. `bodySchema` names the schema the
 * body was checked against (`PostInput`), for its rules across fields.
 */
export function fieldErrors(items: ValidatorItem[], rules: FieldRules, body?: unknown, bodySchema?: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of items) {
    if ((item.path === '/body' || item.path?.startsWith('/body/')) && item.errorCode?.startsWith('not.')) {
      const parts = item.path.split('/').slice(2);
      const where = [bodySchema ?? '', ...parts.filter((part) => !/^\d+$/.test(part))].join('.');
      // A rule the contract states without a text here is named like any other.
      if (acrossFields(errors, valueAt(body, parts), rules.acrossFields[where] ?? [], parts)) continue;
    }
    const [, location = 'body', field = location, ...rest] = (item.path ?? '').split('/');
    const key = location === 'body' ? [field, ...rest].join('.') : `${location}.${field}`;
    if (errors[key]) continue;
    const rule = item.errorCode?.split('.')[0] as Rule | undefined;
    const textKey = [field, ...rest.filter((part) => !/^\d+$/.test(part))].join('.');
    const text = location === 'body' && rule ? rules.texts[textKey]?.[rule] : undefined;
    const specText = typeof text === 'function' ? text(valueAt(body, [field, ...rest])) : text;
    errors[key] = specText ?? `${key} ${item.message ?? 'is invalid'}`;
  }
  return errors;
}

/** The value at `path` in a parsed body, or undefined. */
function valueAt(body: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, part) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), body);
}

/** Each cross-field rule the object at `at` breaks names its fields, unless a field already has an error of its own. */
function acrossFields(errors: Record<string, string>, value: unknown, rules: AcrossFields[], at: string[]): boolean {
  if (value === null || typeof value !== 'object') return false;
  const broken = rules.filter((rule) => rule.broken(value as Record<string, unknown>));
  for (const rule of broken) {
    for (const [field, message] of Object.entries(rule.errors)) errors[[...at, field].join('.')] ??= message;
  }
  return broken.length > 0;
}
