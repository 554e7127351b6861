import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The q-value an Accept-Encoding header gives an encoding: its own entry's, else `*`'s, else 0
 * (absent header: 0). A q-value of 0 means "not acceptable".
 */
export function encodingQuality(header: string | undefined, encoding: string): number {
  let wildcard = 0;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== encoding && name !== '*') continue;
    const q = params.find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2)) || 0;
    if (name === encoding) return quality;
    wildcard = quality;
  }
  return wildcard;
}

/** The content codings the server sends. */
export type ContentCoding = 'br' | 'gzip';

/** The coding a client's q-values prefer (between equals Brotli: browsers list it after gzip); undefined for none. */
export function preferredCoding(header: string | undefined): ContentCoding | undefined {
  const [br, gzip] = [encodingQuality(header, 'br'), encodingQuality(header, 'gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

/** How hard to compress: Brotli's quality (0-11) and gzip's level (1-9). */
export interface CompressionLevels {
  brotliQuality: number;
  gzipLevel: number;
}

/** `raw` (text) in a content coding, at the given levels. */
export function compressAs(coding: ContentCoding, raw: Buffer, levels: CompressionLevels): Buffer {
  if (coding === 'gzip') return gzipSync(raw, { level: levels.gzipLevel });
  return brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
}
