import type { RequestHandler } from 'express';

/**
 * `/robots.txt`: crawl the public site, not the back office or the API, and find every post
 * through the sitemap. Without it the SPA fallback would answer with index.html, which crawlers
 * (and Lighthouse's SEO audit) read as a broken robots.txt.
 */
export const robotsTxt: RequestHandler = (req, res) => {
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
  res.send(['User-agent: *', 'Allow: /', 'Disallow: /n4n4', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'));
};
