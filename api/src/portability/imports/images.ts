import type { ImportedSite } from './site.ts';

/**
 * An image of the old site: an address (any host, or Ghost's `__GHOST_URL__`, or none) whose path
 * is a picture file in WordPress's `/wp-content/uploads/` or Ghost's `/content/images/`
 * (other files there, such as PDFs, stay links to the old site).
 */
const OLD_IMAGE = /(?:https?:\/\/[^\s"'<>/]+|__GHOST_URL__)?\/(?:wp-content\/uploads|content\/images)\/([^\s"'<>?#,)]+\.(?:jpe?g|png|gif|webp|svg))(?![^\s"'<>?#,)])/gi;

/** Ghost's resized copies (`size/w600/2024/05/x.jpg`) name the original after their size folder. */
const GHOST_SIZE = /^size\/w\d+(?:h\d+)?\//;

export interface ImageRef {
  /** The address as the content has it. */
  url: string;
  /** Its path under the uploads folder, decoded (`2024/05/court.jpg`). */
  path: string;
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The old site's images a text names, each address once. */
export function imageRefs(text: string): ImageRef[] {
  const refs = new Map<string, ImageRef>();
  for (const match of text.matchAll(OLD_IMAGE)) refs.set(match[0], { url: match[0], path: decoded(match[1]!) });
  return [...refs.values()];
}

/** The paths to look an image up by in the ZIP: its own, then (Ghost's resized copy) its original's. */
export const pathsOf = (ref: ImageRef) => (GHOST_SIZE.test(ref.path) ? [ref.path, ref.path.replace(GHOST_SIZE, '')] : [ref.path]);

/** The text with each old address the map knows replaced by its new one. */
export const rewriteImages = (text: string, urls: ReadonlyMap<string, string>) => text.replace(OLD_IMAGE, (url) => urls.get(url) ?? url);

/**
 * Ghost's featured images are paths of its own site (`__GHOST_URL__/content/images/...`), which
 * its parser leaves out as missing; when an uploads ZIP holds them they come back as their path,
 * to be uploaded and rewritten like the content's.
 */
export function restoreGhostImages(site: ImportedSite, has: (ref: ImageRef) => boolean): ImportedSite {
  return {
    ...site,
    items: site.items.map((item) => {
      const missing = item.missingImage;
      if (!missing?.startsWith('/content/images/')) return item;
      const [ref] = imageRefs(missing);
      return ref && has(ref) ? { ...item, featuredImage: missing, missingImage: undefined } : item;
    }),
  };
}
