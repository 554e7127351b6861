import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { constants } from 'node:zlib';
import type { RequestHandler } from 'express';
import { compressAs, preferredCoding, type CompressionLevels, type ContentCoding } from '../public/acceptEncoding.ts';

/** Text assets worth compressing: below this size the headers cost more than the saving. */
const MIN_BYTES = 256;
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml']);

/**
 * How hard assets are compressed, once each: Brotli's quality 7 is about as fast as gzip's best level and
 * smaller on the app's scripts; higher qualities cost far more time for little more saving.
 */
const LEVELS: CompressionLevels = { brotliQuality: 7, gzipLevel: constants.Z_BEST_COMPRESSION };

/**
 * Serves the text files directly in `dir` compressed (Brotli, else gzip) to clients that accept
 * it. The build's files never change while the server runs, so each file is compressed once per
 * encoding, when first asked for; other requests (and files) fall through to `express.static`.
 */
export function compressedAssets(dir: string, cacheControl: string): RequestHandler {
  const files = new Map<string, string>();
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    const file = path.join(dir, name);
    if (!TEXT_EXTENSIONS.has(path.extname(name)) || !statSync(file).isFile()) continue;
    if (statSync(file).size >= MIN_BYTES) files.set(`/${name}`, file);
  }
  const compressed = new Map<string, Buffer>();
  const bodyOf = (file: string, encoding: ContentCoding) => {
    const key = `${encoding}:${file}`;
    let body = compressed.get(key);
    if (!body) compressed.set(key, (body = compressAs(encoding, readFileSync(file), LEVELS)));
    return body;
  };
  return (req, res, next) => {
    const file = req.method === 'GET' || req.method === 'HEAD' ? files.get(req.path) : undefined;
    if (!file) return next();
    res.vary('Accept-Encoding');
    const encoding = preferredCoding(req.headers['accept-encoding']);
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', cacheControl);
    res.type(path.extname(req.path));
    // res.send adds a strong ETag of the compressed bytes and answers If-None-Match with 304.
    res.send(bodyOf(file, encoding));
  };
}
