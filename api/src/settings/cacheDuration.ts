import type { SiteSettings } from '../../../common/settings.ts';

/**
 * The settings' cache duration: how long browsers and proxies may keep the feeds (RSS, sitemap),
 * robots.txt and the web manifest without asking again. 0 hours means they revalidate each time.
 */
export function cacheControlFor(settings: Pick<SiteSettings, 'cacheHours'>): string {
  const seconds = Math.max(0, Math.round(settings.cacheHours * 3600));
  return seconds === 0 ? 'public, max-age=0, must-revalidate' : `public, max-age=${seconds}`;
}
