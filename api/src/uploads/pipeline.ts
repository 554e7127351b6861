import sharp, { type Sharp } from 'sharp';
import { IMAGE_MESSAGES, UPLOAD_MESSAGES } from '../../../common/messages.ts';
import { HttpProblem } from '../http/problem.ts';
import { createGate } from './gate.ts';
import { MAX_CONCURRENT_DECODES, MAX_INPUT_PIXELS, ORIGINAL_MAX_SIDE, QUALITY, VARIANT_WIDTHS } from './limits.ts';

export type RasterExt = 'jpg' | 'png' | 'gif' | 'webp';

export interface Variant {
  width: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
  variants: Variant[];
}

// One libvips thread per image and no operation cache: memory grows with the gate, not with traffic.
sharp.concurrency(1);
sharp.cache(false);
const gate = createGate(MAX_CONCURRENT_DECODES);

/** How sharp says an image is over limitInputPixels. */
const PIXEL_LIMIT = /exceeds pixel limit/i;

const refused = (status: 413 | 415, detail: string) => new HttpProblem(status, detail, { errors: { image: detail } });
const corrupt = () => refused(415, UPLOAD_MESSAGES.invalidType);
const tooManyPixels = () => refused(413, IMAGE_MESSAGES.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000));

/** Width, height and frame count from the header alone; refuses bombs before any pixel is decoded. */
async function readHeader(bytes: Buffer): Promise<{ width: number; height: number; pages: number }> {
  const header = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch((error: Error) => {
      if (PIXEL_LIMIT.test(error.message)) throw tooManyPixels();
      return undefined;
    });
  if (!header?.width || !header.height) throw corrupt();
  const pages = header.pages ?? 1;
  if (header.width * header.height * pages > MAX_INPUT_PIXELS) throw tooManyPixels();
  // Upright size of one frame.
  return { width: header.autoOrient.width, height: header.autoOrient.height, pages };
}

/** Decodes upright, every frame of an animation, metadata left behind (sharp writes none unless asked). */
function open(bytes: Buffer, animated: boolean): Sharp {
  return sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' }).autoOrient();
}

function encode(image: Sharp, ext: RasterExt): Sharp {
  switch (ext) {
    case 'jpg':
      return image.jpeg({ quality: QUALITY.jpeg });
    case 'png':
      return image.png();
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: QUALITY.webp });
  }
}

async function run(image: Sharp): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (PIXEL_LIMIT.test((error as Error).message)) throw tooManyPixels();
    throw corrupt();
  }
}

/** The widths of the variants an image of this width gets. */
export function variantWidths(width: number): number[] {
  return VARIANT_WIDTHS.filter((w) => w <= width);
}

/** WebP variants of any raster image (upright, stripped, animated when the source is). */
async function makeVariants(bytes: Buffer, width: number, animated: boolean): Promise<Variant[]> {
  const variants: Variant[] = [];
  for (const w of variantWidths(width)) {
    const { data } = await run(open(bytes, animated).resize({ width: w }).webp({ quality: QUALITY.variant }));
    variants.push({ width: w, bytes: data });
  }
  return variants;
}

/**
 * The image to store for an upload: upright, without EXIF, XMP, IPTC or comments, at most
 * ORIGINAL_MAX_SIDE on its long side, in its own format, plus its WebP variants.
 * Throws a 413 problem for too many pixels and a 415 problem for bytes that do not decode.
 */
export function processUpload(bytes: Buffer, ext: RasterExt): Promise<ProcessedImage> {
  return gate(async () => {
    const { pages } = await readHeader(bytes);
    const animated = pages > 1 && (ext === 'gif' || ext === 'webp');
    const fitted = open(bytes, animated).resize({ width: ORIGINAL_MAX_SIDE, height: ORIGINAL_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const original = await run(encode(fitted, ext));
    const variants = await makeVariants(bytes, original.width, animated);
    return { bytes: original.data, width: original.width, height: original.height, variants };
  });
}

/** Size and variants for an image stored before variants existed; the stored bytes stay as they are. */
export function processStored(bytes: Buffer, ext: RasterExt): Promise<Omit<ProcessedImage, 'bytes'>> {
  return gate(async () => {
    const { width, height, pages } = await readHeader(bytes);
    const animated = pages > 1 && (ext === 'gif' || ext === 'webp');
    return { width, height, variants: await makeVariants(bytes, width, animated) };
  });
}

/** Size of a sanitized SVG as a browser would lay it out; a 415 problem when it does not render. */
export function measureSvg(bytes: Buffer): Promise<Omit<ProcessedImage, 'bytes'>> {
  return gate(async () => {
    const { width, height } = await readHeader(bytes);
    return { width, height, variants: [] };
  });
}

/**
 * A square PNG icon of `size` pixels from an uploaded image (raster or SVG): the whole image fitted
 * inside, on a transparent ground, or on `background` (Apple draws transparent corners black).
 */
export function makeIcon(bytes: Buffer, size: number, background?: string): Promise<Buffer> {
  return gate(async () => {
    const { width, height } = await readHeader(bytes);
    // An SVG is drawn at this density, so a small drawing is sharp at 512 px (raster images ignore it).
    const density = Math.min(2400, Math.max(72, Math.ceil((72 * size) / Math.min(width, height))));
    let image = sharp(bytes, { density, limitInputPixels: MAX_INPUT_PIXELS }).autoOrient().resize({ width: size, height: size, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
    if (background) image = image.flatten({ background });
    return (await run(image.png())).data;
  });
}
