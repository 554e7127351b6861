import type { PublicCommentPage } from '../../../../codegen/orval/schemas/publicCommentPage.ts';
import type { PublicStaticPage } from '../../../../codegen/orval/schemas/publicStaticPage.ts';
import { commentItems } from '../seo/commentLd.ts';
import { absoluteUrl, type PageHead } from '../seo/head.ts';
import { DEFAULT_SITE, robotsOf, socialImage, type SiteLook } from '../seo/siteHead.ts';

/** The structured data as JSON-LD objects: none unless it is JSON (an array gives one script per object). */
export function structuredData(text: string): object[] {
  try {
    const value: unknown = JSON.parse(text);
    const list: unknown[] = Array.isArray(value) ? value : [value];
    return list.filter((item): item is object => typeof item === 'object' && item !== null);
  } catch {
    return [];
  }
}

/**
 * A static page's head from its SEO fields, each with its fallback (the site's title and social
 * image); a page that takes comments adds a WebPage with their count and the page's comments.
 */
export function staticPageHead(page: PublicStaticPage, siteUrl: string, site: SiteLook = DEFAULT_SITE, comments?: PublicCommentPage): PageHead {
  const canonical = absoluteUrl(page.canonicalUrl, siteUrl) || `${siteUrl}/${page.slug}`;
  const description = page.metaDescription;
  const own = page.ogImage || page.featuredImage;
  const image = own ? { image: absoluteUrl(own, siteUrl) } : socialImage(site, siteUrl);
  return {
    ...robotsOf(site),
    title: page.metaTitle || `${page.title} | ${site.siteTitle}`,
    description,
    keywords: page.keywords || undefined,
    canonical,
    openGraph: {
      type: 'website',
      siteName: site.siteTitle,
      title: page.ogTitle || page.metaTitle || page.title,
      description: page.ogDescription || description,
      url: canonical,
      ...image,
      imageAlt: page.ogImage || !own ? page.ogTitle || page.title : page.featuredImageAlt,
    },
    jsonLd: [
      ...structuredData(page.structuredData),
      ...(comments ? [{ '@context': 'https://schema.org', '@type': 'WebPage', '@id': canonical, url: canonical, name: page.title, commentCount: comments.count, comment: commentItems(comments.items) }] : []),
    ],
  };
}
