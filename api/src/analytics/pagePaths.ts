import { NEWSLETTER_LINK_PREFIX } from '../newsletter/linkPaths.ts';

/** Paths that are not public pages: the API, assets, the back office and its sign-in, previews, newsletter links. */
const NOT_PAGES = new RegExp(`^/(api|assets|login|n4n4|admin|preview)(/|$)|^${NEWSLETTER_LINK_PREFIX}(/|$)`);

/** A public page's path (not the API, an asset, the back office, a preview or a newsletter link). */
export function isPublicPage(path: string): boolean {
  return !NOT_PAGES.test(path) && !path.slice(path.lastIndexOf('/')).includes('.');
}
