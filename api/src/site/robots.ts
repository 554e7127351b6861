import type { RequestHandler } from 'express';
import type { SiteSettings } from '../../../common/settings.ts';
import { cacheControlFor } from '../settings/cacheDuration.ts';
import { DEFAULT_SETTINGS_READER, type SiteSettingsReader } from '../settings/reader.ts';

/**
 * `/robots.txt`. Crawlers may fetch the public site and its uploaded images (the pictures of link
 * previews and JSON-LD), not the back office, the private API, newsletter and member sign-in links or previews. No
 * `Allow: /` first: parsers that take the first matching rule would read it as "allow everything".
 * The upload rule comes before `/api/` for them; longest-match parsers (RFC 9309) agree. While the
 * site discourages search engines, everything is disallowed. The sitemap is at SITE_URL.
 */
export function robotsBody(siteUrl: string, settings: SiteSettings): string {
  if (settings.discourageSearchEngines) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return [
    'User-agent: *',
    'Allow: /api/uploads/',
    'Disallow: /api/',
    'Disallow: /n4n4',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /newsletter/',
    'Disallow: /members/',
    'Disallow: /preview/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string, settings: SiteSettingsReader = DEFAULT_SETTINGS_READER): RequestHandler {
  return async (_req, res) => {
    const site = await settings.site();
    res.type('text/plain').setHeader('Cache-Control', cacheControlFor(site));
    res.send(robotsBody(siteUrl, site));
  };
}
