import type { PublicReadService } from '../../public/service.ts';

/** WordPress's dated permalinks: `/2024/05/slug/`, `/2024/05/03/slug/`. */
const DATED = /^\/\d{4}\/\d{2}(?:\/\d{2})?\/([^/]+)\/?$/;
/** A post at the site's root, as WordPress's "post name" permalinks and Ghost put it. */
const ROOT = /^\/([^/]+)\/?$/;
/** WordPress's and Ghost's archives. */
const ARCHIVE = /^\/(tag|category)\/([^/]+)\/?$/;
/** What this site's own slugs look like: anything else may only be an imported post's old slug. */
const PLAIN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where the post an old slug or `?p=` key names is now: its page, or none. */
async function postPath(reads: Pick<PublicReadService, 'post'>, key: string): Promise<string | undefined> {
  const { entry } = await reads.post(key);
  if (entry.status === 301) return `/blog/${String(entry.body)}`;
  return entry.status === 200 && PLAIN_SLUG.test(key) ? `/blog/${key}` : undefined;
}

/**
 * The page an address of the site this one replaced now lives at (posts imported from WordPress
 * or Ghost keep their links): `/?p=123`, `/2024/05/slug/`, `/slug/`, `/tag/x/`, `/category/x/`.
 * Asked only of addresses that would otherwise be a 404 or a redirect to the same path without
 * its slash, and of the home page with `?p=`.
 */
export async function legacyTarget(reads: Pick<PublicReadService, 'post'>, path: string, query: URLSearchParams | undefined): Promise<string | undefined> {
  if (path === '/') {
    const id = query?.get('p');
    return id && /^\d{1,12}$/.test(id) ? postPath(reads, `?p=${id}`) : undefined;
  }
  const archive = ARCHIVE.exec(path);
  if (archive) return `/blog/${archive[1]}/${archive[2]!.toLowerCase()}`;
  const slug = (DATED.exec(path) ?? ROOT.exec(path))?.[1]?.toLowerCase();
  return slug ? postPath(reads, slug) : undefined;
}
