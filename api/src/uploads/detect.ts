import { fileTypeFromBuffer } from 'file-type';
import { MARKUP_MESSAGES } from '../../../common/messages.ts';
import { HttpProblem } from '../http/problem.ts';
import { MARKUP_MAX_DEPTH, MARKUP_MAX_ELEMENTS } from '../markup/limits.ts';
import { markupShapeProblem } from '../markup/shape.ts';
import { drawnElements } from './svgDrawn.ts';
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
 * what to store: raster images as they are, SVG sanitized. Undefined for anything else; a 413
 * problem for an SVG nested too deep, too large, or drawing too much through its references.
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
    const shape = markupShapeProblem(bytes.toString('utf8'), 'xml');
    if (shape) throw tooComplex(shape === 'depth' ? MARKUP_MESSAGES.svgTooDeep(MARKUP_MAX_DEPTH) : MARKUP_MESSAGES.svgTooManyElements(MARKUP_MAX_ELEMENTS));
    const clean = sanitizeSvg(bytes);
    if (clean && drawnElements(clean.toString('utf8'), MARKUP_MAX_ELEMENTS) > MARKUP_MAX_ELEMENTS) throw tooComplex(MARKUP_MESSAGES.svgTooManyDrawn(MARKUP_MAX_ELEMENTS));
    if (clean) return { ext: 'svg', contentType: 'image/svg+xml', bytes: clean };
  }
  return undefined;
}

/** An SVG that would cost a parser or a browser too much, refused like an image of too many pixels. */
const tooComplex = (detail: string) => new HttpProblem(413, detail, { errors: { image: detail } });
