import { constants, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';

/**
 * One fixed HTML document (the app's shell) for browsers asking for HTML: gzipped once at start
 * (the build does not change while the server runs), revalidated on every visit (`no-cache`, so
 * a deploy shows at once) and answered with 304 when its strong ETag still matches.
 */
export function htmlDocument(html: string): RequestHandler {
  const plain = Buffer.from(html);
  const gzipped = gzipSync(plain, { level: constants.Z_BEST_COMPRESSION });
  return (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    res.type('html');
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      res.setHeader('Content-Encoding', 'gzip');
      res.send(gzipped);
    } else {
      res.send(plain);
    }
  };
}
