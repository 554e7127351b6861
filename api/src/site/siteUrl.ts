/**
 * SITE_URL: the one origin of every absolute URL the site writes (canonical links, Open Graph,
 * RSS, sitemap, robots.txt), so a request's Host header never reaches a page or the cache.
 * Unset (local use), it is the local server's own origin.
 */
export function parseSiteUrl(raw: string | undefined, port: number): string {
  if (!raw) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://pickleball.example, not "${raw}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) {
    throw new Error(`SITE_URL must be an http(s) origin (an optional path, no query, fragment or credentials), not "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/** Cache misses one address may cause on public pages and reads per minute, unless PUBLIC_READ_LIMIT says otherwise. */
export const DEFAULT_PUBLIC_READ_LIMIT = 600;

export function parsePublicReadLimit(raw: string | undefined): number {
  const value = Number(raw || DEFAULT_PUBLIC_READ_LIMIT);
  if (!Number.isInteger(value) || value < 1) throw new Error(`PUBLIC_READ_LIMIT must be a whole number of requests per minute, not "${raw}"`);
  return value;
}
