/**
 * What a public page puts in <head>: title, description, canonical link, Open Graph and Twitter
 * tags, pagination links, a feed link and JSON-LD. One value per page, built from the page's data by the
 * builders in pageHeads.ts; the server writes it into the HTML (headHtml.ts) and the client keeps
 * <head> in step with it on in-app navigation (useHead.ts).
 */
export interface PageHead {
  title: string;
  description: string;
  /** Comma-separated search keywords (static pages' meta keywords). */
  keywords?: string;
  /** Absolute URL; absent on pages that must not be indexed. */
  canonical?: string;
  /** `noindex` for 404s, previews and the back office. */
  robots?: string;
  openGraph?: OpenGraph;
  /** rel=prev / rel=next of paginated lists, absolute. */
  prev?: string;
  next?: string;
  /** An RSS feed of the page's section (rel=alternate), its href a site path. */
  feed?: { href: string; title: string };
  /** Structured data objects, each written as one application/ld+json script. */
  jsonLd: object[];
}

export interface OpenGraph {
  type: 'website' | 'article';
  title: string;
  description: string;
  url: string;
  /** Absolute URL, or '' when the page has no image. */
  image: string;
  imageAlt: string;
  /** Pixels of `image`, when known. */
  imageWidth?: number;
  imageHeight?: number;
  /** The site's title (og:site_name); the built-in name when absent. */
  siteName?: string;
  article?: {
    publishedTime: string;
    modifiedTime: string;
    section?: string;
    tags: string[];
  };
}

/** Absolute URL of a path or URL against the site's origin; '' for '' or anything unparsable. */
export function absoluteUrl(url: string | null | undefined, siteUrl: string): string {
  if (!url) return '';
  try {
    return new URL(url, `${siteUrl}/`).href;
  } catch {
    return '';
  }
}
