/** How uploaded raster images are sized, encoded and bounded. */

/** The stored original is at most this many pixels on its long side. */
export const ORIGINAL_MAX_SIDE = 2400;

/** Widths of the WebP variants, made only when the original is at least that wide (never upscaled). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * Images with more pixels (width x height x frames) are refused before they are decoded: above any
 * phone photo that fits in 5 MB, far below what a decompression bomb would ask of memory.
 */
export const MAX_INPUT_PIXELS = 64_000_000;

/** Uploads decoded at once; the others wait, so ten large photos at once stay within memory. */
export const MAX_CONCURRENT_DECODES = 2;

export const QUALITY = { jpeg: 85, webp: 85, variant: 80 } as const;
