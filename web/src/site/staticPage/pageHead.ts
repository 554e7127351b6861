import type { PublicStaticPage } from '../../../../codegen/orval/schemas/publicStaticPage.ts';
import { SITE_NAME } from '../../../../common/site.ts';
import { absoluteUrl, type PageHead } from '../seo/head.ts';

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

/** A static page's head from its SEO fields, each with its fallback. */
export function staticPageHead(page: PublicStaticPage, siteUrl: string): PageHead {
  const canonical = absoluteUrl(page.canonicalUrl, siteUrl) || `${siteUrl}/${page.slug}`;
  const description = page.metaDescription;
  const image = absoluteUrl(page.ogImage || page.featuredImage, siteUrl);
  return {
    title: page.metaTitle || `${page.title} | ${SITE_NAME}`,
    description,
    keywords: page.keywords || undefined,
    canonical,
    openGraph: {
      type: 'website',
      title: page.ogTitle || page.metaTitle || page.title,
      description: page.ogDescription || description,
      url: canonical,
      image,
      imageAlt: page.ogImage ? page.ogTitle || page.title : page.featuredImageAlt,
    },
    jsonLd: structuredData(page.structuredData),
  };
}
