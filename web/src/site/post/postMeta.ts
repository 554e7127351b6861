import type { PublicPost } from '../../../../codegen/orval/schemas/publicPost.ts';
import type { DocumentMeta } from './useDocumentMeta.ts';

const SITE_NAME = 'Pickleball Hub';

/** Absolute URL for a path or URL the post holds ('' stays ''). */
function absolute(url: string, origin: string): string {
  if (!url) return '';
  try {
    return new URL(url, origin).href;
  } catch {
    return '';
  }
}

/** The <head> values of a post page, from its SEO fields with sensible fallbacks. */
export function postMeta(post: PublicPost, origin: string): DocumentMeta {
  const pageUrl = `${origin}/blog/${encodeURIComponent(post.slug)}`;
  const description = post.metaDescription || post.excerpt;
  const canonicalUrl = absolute(post.canonicalUrl, origin) || pageUrl;
  return {
    title: `${post.title} | ${SITE_NAME}`,
    description,
    canonicalUrl,
    ogTitle: post.ogTitle || post.title,
    ogDescription: post.ogDescription || description,
    ogImage: absolute(post.ogImage || post.featuredImage, origin),
    ogUrl: canonicalUrl,
  };
}
