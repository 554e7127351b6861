import { fileTypeFromBuffer } from 'file-type';
import { isWholeImage } from './structure.ts';
import { looksLikeSvg, sanitizeSvg } from './svg.ts';

export interface AcceptedImage {
  ext: 'jpg' | 'png' | 'gif' | 'webp' | 'svg';
  contentType: string;
  bytes: Buffer;
}

const RASTER: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

/**
 * Decides the image type from the bytes alone (never the name or the declared type) and returns
 * what to store: raster images as they are, SVG sanitized. Undefined for anything else.
 */
export async function acceptImage(bytes: Buffer): Promise<AcceptedImage | undefined> {
  if (bytes.length === 0) return undefined;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && RASTER[detected.ext]) {
    if (!isWholeImage(detected.ext, bytes)) return undefined;
    return { ext: detected.ext as AcceptedImage['ext'], contentType: RASTER[detected.ext]!, bytes };
  }
  // file-type reports SVG with an XML declaration as plain XML.
  if ((!detected || detected.ext === 'xml' || detected.ext === 'svg') && looksLikeSvg(bytes)) {
    const clean = sanitizeSvg(bytes);
    if (clean) return { ext: 'svg', contentType: 'image/svg+xml', bytes: clean };
  }
  return undefined;
}
