import type { PublicPost } from '../../../../codegen/orval/schemas/publicPost.ts';
import type { PublicPostPage } from '../../../../codegen/orval/schemas/publicPostPage.ts';
import { blogPaths, LOGO_PATH, SITE_DESCRIPTION, SITE_NAME, SITE_TITLE } from '../../../../common/site.ts';
import { listInfo, postTrail, type Trail } from '../blog/listInfo.ts';
import { staticPageHead } from '../staticPage/pageHead.ts';
import { absoluteUrl, type PageHead } from './head.ts';
import type { HeadSource } from './headSource.ts';

/** The site as publisher and author of every article. */
function organization(siteUrl: string) {
  return { '@type': 'Organization', name: SITE_NAME, url: `${siteUrl}/`, logo: { '@type': 'ImageObject', url: `${siteUrl}${LOGO_PATH}` } };
}

function breadcrumbs(siteUrl: string, trail: Trail) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${siteUrl}${path}` })),
  };
}

/** `/`: the site itself, as a WebSite and the Organization behind it. */
export function landingHead(siteUrl: string): PageHead {
  const url = `${siteUrl}/`;
  return {
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    canonical: url,
    openGraph: { type: 'website', title: SITE_TITLE, description: SITE_DESCRIPTION, url, image: `${siteUrl}/hero-court.jpg`, imageAlt: 'A pickleball court' },
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url, description: SITE_DESCRIPTION, publisher: organization(siteUrl) },
      { '@context': 'https://schema.org', ...organization(siteUrl) },
    ],
  };
}

/** `/blog`, or a category or tag archive when the page carries its term. */
export function listHead(list: PublicPostPage, siteUrl: string): PageHead {
  const { heading, description, pathOf, trail } = listInfo(list);
  const pageNote = list.page > 1 ? `, page ${list.page} of ${list.totalPages}` : '';
  const url = `${siteUrl}${pathOf(list.page)}`;
  return {
    title: `${heading}${pageNote} | ${SITE_NAME}`,
    description,
    canonical: url,
    prev: list.page > 1 ? `${siteUrl}${pathOf(list.page - 1)}` : undefined,
    next: list.page < list.totalPages ? `${siteUrl}${pathOf(list.page + 1)}` : undefined,
    openGraph: { type: 'website', title: `${heading}${pageNote}`, description, url, image: '', imageAlt: '' },
    jsonLd: [breadcrumbs(siteUrl, trail)],
  };
}

/** A post page: its SEO and social fields, each with its fallback. */
export function postHead(post: PublicPost, siteUrl: string): PageHead {
  const pageUrl = `${siteUrl}${blogPaths.post(post.slug)}`;
  const canonical = absoluteUrl(post.canonicalUrl, siteUrl) || pageUrl;
  const description = post.metaDescription || post.excerpt;
  const image = absoluteUrl(post.ogImage || post.featuredImage, siteUrl);
  const category = post.categories[0];
  return {
    title: `${post.title} | ${SITE_NAME}`,
    description,
    canonical,
    openGraph: {
      type: 'article',
      title: post.ogTitle || post.title,
      description: post.ogDescription || description,
      url: canonical,
      image,
      imageAlt: post.ogImage ? post.ogTitle || post.title : post.featuredImageAlt,
      article: { publishedTime: post.publishDate, modifiedTime: post.updatedAt, section: category?.name, tags: post.tags.map((tag) => tag.name) },
    },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        ...(image ? { image: [image] } : {}),
        datePublished: post.publishDate,
        dateModified: post.updatedAt,
        author: organization(siteUrl),
        publisher: organization(siteUrl),
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        keywords: [...post.categories, ...post.tags].map((term) => term.name).join(', '),
        ...(category ? { articleSection: category.name } : {}),
      },
      breadcrumbs(siteUrl, postTrail(post)),
    ],
  };
}

/** Any page that does not exist: never indexed. */
export function notFoundHead(): PageHead {
  return { title: `404 Page Not Found | ${SITE_NAME}`, description: 'The page you asked for does not exist or has moved.', robots: 'noindex', jsonLd: [] };
}

/** The search page: never indexed (endless query URLs with thin content). */
export function searchHead(query: string): PageHead {
  return { title: query ? `Search results for “${query}” | ${SITE_NAME}` : `Search | ${SITE_NAME}`, description: `Search the articles, pages and courts of ${SITE_NAME}.`, robots: 'noindex', jsonLd: [] };
}

/** The head of any page, from what its route loaded. */
export function headFor(source: HeadSource, siteUrl: string): PageHead {
  switch (source.kind) {
    case 'landing':
      return landingHead(siteUrl);
    case 'post':
      return postHead(source.post, siteUrl);
    case 'list':
      return listHead(source.list, siteUrl);
    case 'page':
      return staticPageHead(source.page, siteUrl);
    case 'notFound':
      return notFoundHead();
    case 'search':
      return searchHead(source.query);
  }
}
