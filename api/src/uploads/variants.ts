/** What an original's stored details record about its size and variants. */
export type ImageDetails = {
  width: number;
  height: number;
  variantWidths: number[];
};

export const VARIANT_TYPE = 'image/webp';

/** A variant is named after its original: `<name>-<width>.webp`. */
export function variantName(filename: string, width: number): string {
  return `${filename.replace(/\.[a-z]+$/, '')}-${width}.webp`;
}

/** The square PNG icons made from the site's icon: favicon, apple-touch-icon, and the web manifest's two. */
export const ICON_SIZES = [32, 180, 192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];
export const ICON_TYPE = 'image/png';

/** An icon is named after its original: `<name>-icon-<size>.png`. */
export function iconName(filename: string, size: IconSize): string {
  return `${filename.replace(/\.[a-z]+$/, '')}-icon-${size}.png`;
}
