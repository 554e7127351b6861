/** subset-font ships no types: the part of its API the build uses. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    /** OpenType layout features to keep (all when absent). */
    keepFeatures?: string[];
    noHinting?: boolean;
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Uint8Array>;
}
