import { FIELD_MESSAGES } from '../../../common/messages.ts';
import { HttpProblem } from './problem.ts';

/** Lowercase ASCII words joined by hyphens, from any slug or title; empty when nothing is left. */
export function toSlug(text: string): string {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // Not percent-encoded: taken as it is.
  }
  return decoded
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** A slug made from `text` (at most 110 characters, `fallback` when nothing is left) that `taken` does not hold, numbered from -2. */
export function freeSlug(text: string, taken: ReadonlySet<string>, fallback: string): string {
  const base = toSlug(text).slice(0, 110).replace(/-+$/, '') || fallback;
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The message for a bad slug, or undefined when it is fine. */
export function slugError(slug: string): string | undefined {
  if (slug.trim() === '') return FIELD_MESSAGES.slugRequired;
  if (!SLUG_PATTERN.test(slug)) return FIELD_MESSAGES.slugFormat;
  return undefined;
}

function slugTaken(label: string, slug: string): string {
  return `A ${label} with the slug "${slug}" already exists.`;
}

/** The 409 for a slug another record of the kind (`label`: "post", "category", "tag") uses. */
export function slugConflict(label: string, slug: string): HttpProblem {
  return new HttpProblem(409, slugTaken(label, slug), { errors: { slug: slugTaken(label, slug) } });
}
