import { listOperations } from '../http/operations.ts';
import { SITE_PREFIXES } from '../site/ownPaths.ts';

/** The first segment of a path (`/api/blog/posts` is `api`), lowercase. */
const firstSegment = (path: string) => path.split('/')[1]!.toLowerCase();

/**
 * Slugs a page may not take, since `/{slug}` would be shadowed by a path the server owns: the
 * first segment of every operation in the contract (`api`, `rss.xml`, `sitemap.xml`) and of the
 * site's own pages (`blog`, `n4n4`, `admin`, `login`, `preview`, `newsletter`, `assets`...).
 */
export function reservedSlugs(): ReadonlySet<string> {
  return new Set([...listOperations().map((op) => firstSegment(op.path)), ...SITE_PREFIXES.map(firstSegment)]);
}
