import { gzipSync } from 'node:zlib';

/** Bodies smaller than this are sent as they are: gzip would save less than its headers cost. */
const GZIP_MIN_BYTES = 1024;

/** A public body as the cache keeps and sends it. */
export interface CachedBody {
  status: number;
  contentType: string;
  body: string;
  /** `body` as UTF-8, encoded once. */
  bytes: Buffer;
  /** Strong ETag of `body`, computed once. */
  etag: string;
}

const gzipped = new WeakMap<CachedBody, Buffer>();

/** The gzip form of a cached body, made once on first request; undefined when not worth it. */
export function gzippedBody(entry: CachedBody): Buffer | undefined {
  if (entry.bytes.length < GZIP_MIN_BYTES) return undefined;
  let zipped = gzipped.get(entry);
  if (!zipped) {
    zipped = gzipSync(entry.bytes);
    gzipped.set(entry, zipped);
  }
  return zipped;
}
