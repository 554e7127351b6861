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
