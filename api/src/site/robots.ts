import type { RequestHandler } from 'express';

/**
 * `/robots.txt`: crawl the public site, not the back office or the API, and find every post
 * through the sitemap (at SITE_URL, whatever host the request named).
 */
export function robotsTxt(siteUrl: string): RequestHandler {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /n4n4', 'Disallow: /admin', 'Disallow: /login', 'Disallow: /api/', 'Disallow: /newsletter/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
  return (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(body);
  };
}
