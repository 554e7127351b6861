import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import type { RequestHandler } from 'express';

/** Text assets worth compressing: below this size the headers cost more than the saving. */
const MIN_BYTES = 256;
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml']);

/**
 * Serves the gzip form of the text files directly in `dir` to clients that accept gzip. The
 * build's files never change while the server runs, so each is compressed once, at start, at the
 * highest level; other requests (and files) fall through to `express.static`.
 */
export function gzippedAssets(dir: string, cacheControl: string): RequestHandler {
  const files = new Map<string, Buffer>();
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    const file = path.join(dir, name);
    if (!TEXT_EXTENSIONS.has(path.extname(name)) || !statSync(file).isFile()) continue;
    const raw = readFileSync(file);
    if (raw.length >= MIN_BYTES) files.set(`/${name}`, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }));
  }
  return (req, res, next) => {
    const gzipped = req.method === 'GET' || req.method === 'HEAD' ? files.get(req.path) : undefined;
    if (!gzipped) return next();
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip', 'identity') !== 'gzip') return next();
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Cache-Control', cacheControl);
    res.type(path.extname(req.path));
    // res.send adds a strong ETag of the gzip bytes and answers If-None-Match with 304.
    res.send(gzipped);
  };
}
