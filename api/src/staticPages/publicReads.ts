import { problemBody } from '../http/problem.ts';
import type { PublicCache } from '../public/cache.ts';
import type { PublicRead } from '../public/service.ts';
import { withNofollowSetting } from '../posts/sanitize.ts';
import { DEFAULT_SETTINGS_READER, type SiteSettingsReader } from '../settings/reader.ts';
import type { StaticPageService } from './service.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/** The cache keys a comment shown on a static page makes stale: its rendered page and its comments' JSON (not the page's own JSON). */
export const isPageKey = (slug: string) => (key: string) => key === `page:/${slug}` || key.startsWith(`page:/${slug}?`) || key.startsWith(`pagecomments:${slug}:`);

/** The public reads of static pages, kept in the public cache until a write (every page write declares `x-cache-effects: [public]`). */
export interface PublicPageReads {
  /** Title and slug of every published page. */
  list(): Promise<PublicRead>;
  /** A published page; a 404 body for drafts and unknown slugs. */
  page(slug: string): Promise<PublicRead>;
}

export function createPublicPageReads({
  pages,
  cache,
  settings = DEFAULT_SETTINGS_READER,
}: {
  pages: Pick<StaticPageService, 'published' | 'publicBySlug'>;
  cache: PublicCache;
  /** Whether links to other sites say nofollow. */
  settings?: SiteSettingsReader;
}): PublicPageReads {
  const read = async (key: string, compute: () => Promise<{ status?: number; body: string; contentType: string }>): Promise<PublicRead> => ({
    key,
    entry: await cache.cached(key, compute),
  });
  return {
    list: () =>
      read('pages:list', async () => ({
        body: JSON.stringify((await pages.published()).map(({ title, slug }) => ({ title, slug }))),
        contentType: JSON_TYPE,
      })),
    page: (slug) =>
      read(`pages:${slug}`, async () => {
        const page = await pages.publicBySlug(slug);
        if (!page) return { status: 404, contentType: PROBLEM_TYPE, body: JSON.stringify(problemBody(404, 'Page not found.')) };
        const { externalLinksNofollow } = await settings.site();
        return { body: JSON.stringify({ ...page, html: withNofollowSetting(page.html, externalLinksNofollow), updatedAt: page.updatedAt.toISOString() }), contentType: JSON_TYPE };
      }),
  };
}
