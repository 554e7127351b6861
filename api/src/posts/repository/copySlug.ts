const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The base slug for copies of `slug`, and a pattern matching the base and its numbered forms. */
export function copySlugPattern(slug: string): { base: string; pattern: RegExp } {
  const base = `${slug.slice(0, 110).replace(/-+$/, '')}-copy`;
  return { base, pattern: new RegExp(`^${escape(base)}(-\\d+)?$`) };
}

/** `slug-copy`, else `slug-copy-2`, `-copy-3`, ...: the first one not in `taken`. */
export function firstFreeCopySlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
