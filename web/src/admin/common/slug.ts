/**
 * The slug rule: lowercase, drop everything but word characters, whitespace and hyphens,
 * whitespace runs become one hyphen, repeated hyphens collapse, and the ends are trimmed.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The "simple hyphenated" form of a name: lowercased, whitespace runs joined by hyphens. */
export function hyphenate(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * Whether the slug field should keep following the name. In a create dialog it follows
 * while it is empty or still what the previous name produced; in an edit dialog while it still
 * equals the original slug or what the previous name produced.
 */
export function slugFollowsName(currentSlug: string, previousName: string, originalSlug?: string): boolean {
  if (originalSlug !== undefined && currentSlug === originalSlug) return true;
  if (originalSlug === undefined && currentSlug === '') return true;
  return currentSlug === slugify(previousName) || currentSlug === hyphenate(previousName);
}
