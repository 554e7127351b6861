import { FIELD_MESSAGES } from '../../../common/messages.ts';
import { HttpProblem } from './problem.ts';

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
