import type { ImageInfo, ImageVariant } from '../../../codegen/hey-api/types.gen.ts';
import { VARIANT_WIDTHS } from '../uploads/limits.ts';
import { VARIANT_TYPE, variantName } from '../uploads/variants.ts';

/** A file of the site (web/public) with WebP variants made beside it, named as an upload's are. */
function bundled(src: string, width: number, height: number): [string, ImageInfo] {
  const variants = VARIANT_WIDTHS.filter((w) => w <= width).map((w): ImageVariant => ({ width: w, url: variantName(src, w), type: VARIANT_TYPE }));
  return [src, { width, height, variants }];
}

/**
 * The site's own images that come with variants (the default hero), by src. The variant files are
 * made once by `tools/bundledImageVariants.ts` and committed to web/public.
 */
export const BUNDLED_IMAGES: ReadonlyMap<string, ImageInfo> = new Map([bundled('/hero-court.jpg', 1600, 900)]);
