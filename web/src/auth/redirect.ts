/**
 * The post-login target a `redirect` parameter may name: a path on this site (starts with one
 * '/', not '//' or '/\\', which browsers treat as another host). Anything else is refused.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  // Browsers drop tabs and newlines from URLs, so '/\t/host' would become '//host'.
  if ([...value].some((c) => c.charCodeAt(0) < 32 || /\s/.test(c))) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/** `/login?redirect=...` for the path the visitor wanted. */
export function loginPathFor(requested: string): string {
  return `/login?redirect=${encodeURIComponent(requested)}`;
}
