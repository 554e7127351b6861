import { constants } from 'node:zlib';
import { compressAs, preferredCoding, type CompressionLevels, type ContentCoding } from './acceptEncoding.ts';

/** Bodies smaller than this are sent as they are: compressing would save less than its headers cost. */
const COMPRESS_MIN_BYTES = 1024;

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

/**
 * Each body is compressed once per coding and sent many times, so Brotli runs at a quality too slow
 * for each request (some 7% smaller than quality 7 on a page): a smaller page fits in fewer round
 * trips of a slow link. Quality 11 saves little more for several times the time.
 */
export const BROTLI_QUALITY = 10;

const LEVELS: CompressionLevels = { brotliQuality: BROTLI_QUALITY, gzipLevel: constants.Z_DEFAULT_COMPRESSION };

/** The compressed forms of a body made so far, by coding. */
const compressed = new WeakMap<CachedBody, Map<ContentCoding, Buffer>>();

/** The coding a cached body is sent in to a client with this Accept-Encoding; undefined: as it is. */
export function codingFor(entry: CachedBody, acceptEncoding: string | undefined): ContentCoding | undefined {
  return entry.bytes.length < COMPRESS_MIN_BYTES ? undefined : preferredCoding(acceptEncoding);
}

/**
 * The ETag of a body in a coding. Each coding is another representation, so it gets its own
 * strong ETag (a cache holding the Brotli bytes must not revalidate them as the gzip ones).
 */
export function etagOf(entry: CachedBody, coding: ContentCoding | undefined): string {
  return coding ? `${entry.etag.slice(0, -1)}-${coding}"` : entry.etag;
}

/** The bytes of a body in a coding, compressed on first request. */
export function bytesOf(entry: CachedBody, coding: ContentCoding | undefined): Buffer {
  if (!coding) return entry.bytes;
  let forms = compressed.get(entry);
  if (!forms) compressed.set(entry, (forms = new Map()));
  let bytes = forms.get(coding);
  if (!bytes) forms.set(coding, (bytes = compressAs(coding, entry.bytes, LEVELS)));
  return bytes;
}

/** Lets a refreshed entry with the same bytes reuse the compressed forms of the one it replaces. */
export function carryCompressed(from: CachedBody, to: CachedBody): void {
  if (from.etag !== to.etag) return;
  let forms = compressed.get(from);
  if (!forms) compressed.set(from, (forms = new Map()));
  compressed.set(to, forms);
}
