/** The site's name and descriptions, shared by the pages, their head tags and the feeds. */
export const SITE_NAME = 'Pickleball Hub';
export const SITE_TITLE = 'Pickleball Hub: How to Play, Gear and Community';
export const SITE_DESCRIPTION =
  'Learn how to play pickleball: beginner guides, unbiased gear reviews, a court finder and a community of players across the U.S.';
export const BLOG_TITLE = 'The Pickleball Hub Blog';
export const BLOG_DESCRIPTION = 'Technique breakdowns, honest gear talk and stories from courts across the country.';
/** The default of the site's time zone (a setting): the zone of events' local times and of dates shown. */
export const SITE_TIME_ZONE = 'America/Chicago';
/** The publisher's logo, served from the site root. */
export const LOGO_PATH = '/favicon.svg';
/** The same ball as a PNG, for mail: mail apps do not show SVG images. */
export const MAIL_LOGO_PATH = '/mail-logo.png';
/** Posts on one page of the blog and of each archive. */
export const BLOG_PAGE_SIZE = 10;
/** Other posts suggested under an article. */
export const RELATED_POSTS = 3;

/** Paths of the public blog; page 1 has no `page` parameter, so each list has one URL per page. */
export const blogPaths = {
  post: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  blog: (page = 1) => (page > 1 ? `/blog?page=${page}` : '/blog'),
  category: (slug: string, page = 1) => `/blog/category/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`,
  tag: (slug: string, page = 1) => `/blog/tag/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`,
  author: (slug: string, page = 1) => `/blog/author/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`,
};
