import type { ImgHTMLAttributes } from 'react';
import type { ImageInfo } from '../../../../codegen/orval/schemas/imageInfo.ts';

type ImgAttributes = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority'>;

export interface ResponsiveImageProps extends ImgAttributes {
  src: string;
  alt: string;
  /** Size and variants of an upload (from the API); without it the image is a plain img. */
  info?: ImageInfo;
  /** The width the image takes in the layout; by default the viewport, up to the image's own width. */
  sizes?: string;
  /** The page's main image: loaded at once and first; every other image waits until it is near the viewport. */
  priority?: boolean;
}

/** `url 480w, ...` for the variants, then the original at its own width unless a variant already has it. */
export function srcSetOf(src: string, info: ImageInfo): string {
  const candidates = info.variants.map((v) => `${v.url} ${v.width}w`);
  if (!info.variants.some((v) => v.width === info.width)) candidates.push(`${src} ${info.width}w`);
  return candidates.join(', ');
}

/**
 * An img that lets the browser pick the narrowest variant that fills its slot, with width and height
 * so the page does not shift while it loads.
 */
export function ResponsiveImage({ src, alt, info, sizes, priority = false, ...rest }: ResponsiveImageProps) {
  const loading = priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const };
  if (!info) return <img src={src} alt={alt} {...loading} {...rest} />;
  const responsive = info.variants.length > 0 ? { srcSet: srcSetOf(src, info), sizes: sizes ?? `(max-width: ${info.width}px) 100vw, ${info.width}px` } : {};
  return <img src={src} alt={alt} width={info.width} height={info.height} {...responsive} {...loading} {...rest} />;
}
