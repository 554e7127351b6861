import { MEMBER_LINK_PREFIX } from '../members/linkPaths.ts';
import { NEWSLETTER_LINK_PREFIX } from '../newsletter/linkPaths.ts';

/** The back office and its /admin aliases: pages only the browser renders, as the sign-in is. */
export const BACK_OFFICE_PATHS = ['/n4n4', '/n4n4/{*rest}', '/admin', '/admin/{*rest}'];
export const SIGN_IN_PATH = '/login';
export const CLIENT_ONLY = [SIGN_IN_PATH, ...BACK_OFFICE_PATHS];

/** Where a preview link's page is served. */
export const PREVIEW_PREFIX = '/preview';

/**
 * The first path segments the site serves itself, besides the contract's paths: the pages the
 * server renders from its own routes (the blog, the search, the events, the court finder), the client-only pages, previews,
 * the newsletter's and members' link pages, the build's assets and robots.txt.
 */
export const SITE_PREFIXES = ['/blog', '/search', '/events', '/gear', '/courts', PREVIEW_PREFIX, NEWSLETTER_LINK_PREFIX, MEMBER_LINK_PREFIX, '/assets', '/robots.txt', ...CLIENT_ONLY];
