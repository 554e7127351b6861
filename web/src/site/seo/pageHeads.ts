import type { PublicCommentPage } from '../../../../codegen/orval/schemas/publicCommentPage.ts';
import type { PublicPost } from '../../../../codegen/orval/schemas/publicPost.ts';
import type { PublicPostPage } from '../../../../codegen/orval/schemas/publicPostPage.ts';
import type { PublicEvent } from '../../../../codegen/orval/schemas/publicEvent.ts';
import type { CourtFinderQuery } from '../courts/courtQuery.ts';
import type { EventFilters } from '../events/loadEvents.ts';
import { blogPaths, LOGO_PATH } from '../../../../common/site.ts';
import { listInfo, postTrail, type Trail } from '../blog/listInfo.ts';
import { person } from '../author/person.ts';
import { gearHead } from '../gear/gearHeads.ts';
import { staticPageHead } from '../staticPage/pageHead.ts';
import { commentItems } from './commentLd.ts';
import { absoluteUrl, type PageHead } from './head.ts';
import type { HeadSource } from './headSource.ts';
import { DEFAULT_SITE, robotsOf, socialImage, type SiteLook } from './siteHead.ts';

/** The site as publisher and author of every article, under its title and with its logo. */
function organization(siteUrl: string, site: SiteLook) {
  return { '@type': 'Organization', name: site.siteTitle, url: `${siteUrl}/`, logo: { '@type': 'ImageObject', url: absoluteUrl(site.logo || LOGO_PATH, siteUrl) } };
}


function breadcrumbs(siteUrl: string, trail: Trail) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${siteUrl}${path}` })),
  };
}

/** `/`: the site itself, as a WebSite and the Organization behind it. */
export function landingHead(siteUrl: string, site: SiteLook = DEFAULT_SITE): PageHead {
  const url = `${siteUrl}/`;
  const title = site.metaTitle || site.siteTitle;
  const description = site.metaDescription || site.siteDescription;
  return {
    title,
    description,
    canonical: url,
    ...robotsOf(site),
    openGraph: { type: 'website', siteName: site.siteTitle, title, description, url, ...socialImage(site, siteUrl), imageAlt: site.defaultSocialImage ? title : 'A pickleball court' },
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'WebSite', name: site.siteTitle, url, description, publisher: organization(siteUrl, site) },
      { '@context': 'https://schema.org', ...organization(siteUrl, site) },
    ],
  };
}

/** `/blog`, a category or tag archive when the page carries its term, or an author's page (with their Person). */
export function listHead(list: PublicPostPage, siteUrl: string, site: SiteLook = DEFAULT_SITE): PageHead {
  const { heading, description, pathOf, trail } = listInfo(list, site.siteTitle);
  const pageNote = list.page > 1 ? `, page ${list.page} of ${list.totalPages}` : '';
  const url = `${siteUrl}${pathOf(list.page)}`;
  return {
    title: `${heading}${pageNote} | ${site.siteTitle}`,
    description,
    canonical: url,
    ...robotsOf(site),
    prev: list.page > 1 ? `${siteUrl}${pathOf(list.page - 1)}` : undefined,
    next: list.page < list.totalPages ? `${siteUrl}${pathOf(list.page + 1)}` : undefined,
    openGraph: { type: 'website', siteName: site.siteTitle, title: `${heading}${pageNote}`, description, url, ...socialImage(site, siteUrl), imageAlt: heading },
    jsonLd: [breadcrumbs(siteUrl, trail), ...(list.author ? [{ '@context': 'https://schema.org', ...person(list.author, siteUrl) }] : [])],
  };
}

/** A post page: its SEO and social fields, each with its fallback; its comments' count and the page's comments when given. */
export function postHead(post: PublicPost, siteUrl: string, site: SiteLook = DEFAULT_SITE, comments?: PublicCommentPage): PageHead {
  const pageUrl = `${siteUrl}${blogPaths.post(post.slug)}`;
  const canonical = absoluteUrl(post.canonicalUrl, siteUrl) || pageUrl;
  const description = post.metaDescription || post.excerpt;
  // Its Open Graph image, else its featured image, else the site's default social image.
  const own = post.ogImage ? { url: post.ogImage, info: post.ogImageInfo } : post.featuredImage ? { url: post.featuredImage, info: post.featuredImageInfo } : undefined;
  const picture = own ? { image: absoluteUrl(own.url, siteUrl), imageWidth: own.info?.width, imageHeight: own.info?.height } : socialImage(site, siteUrl);
  const image = picture.image;
  const category = post.categories[0];
  return {
    title: `${post.title} | ${site.siteTitle}`,
    description,
    canonical,
    ...robotsOf(site),
    openGraph: {
      type: 'article',
      siteName: site.siteTitle,
      title: post.ogTitle || post.title,
      description: post.ogDescription || description,
      url: canonical,
      ...picture,
      imageAlt: post.ogImage ? post.ogTitle || post.title : post.featuredImage ? post.featuredImageAlt : post.title,
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
        author: post.author ? person(post.author, siteUrl) : organization(siteUrl, site),
        publisher: organization(siteUrl, site),
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        keywords: [...post.categories, ...post.tags].map((term) => term.name).join(', '),
        ...(category ? { articleSection: category.name } : {}),
        ...(comments ? { commentCount: comments.count, comment: commentItems(comments.items) } : {}),
      },
      breadcrumbs(siteUrl, postTrail(post)),
    ],
  };
}

/** Any page that does not exist: never indexed. */
export function notFoundHead(site: SiteLook = DEFAULT_SITE): PageHead {
  return { title: `404 Page Not Found | ${site.siteTitle}`, description: 'The page you asked for does not exist or has moved.', robots: 'noindex', jsonLd: [] };
}

/** The search page: never indexed (endless query URLs with thin content). */
export function searchHead(query: string, site: SiteLook = DEFAULT_SITE): PageHead {
  const name = site.siteTitle;
  return { title: query ? `Search results for “${query}” | ${name}` : `Search | ${name}`, description: `Search the articles, pages, events, courts and gear of ${name}.`, robots: 'noindex', jsonLd: [] };
}

/** /events: indexed without filters only (filtered views are endless query URLs). */
export function eventsHead(filters: EventFilters, siteUrl: string, site: SiteLook = DEFAULT_SITE): PageHead {
  const filtered = Object.keys(filters).length > 0;
  return {
    title: `Events and open play | ${site.siteTitle}`,
    description: 'Open play, clinics, leagues and tournaments near you, by skill level and distance.',
    canonical: `${siteUrl}/events`,
    ...(filtered ? { robots: 'noindex' } : robotsOf(site)),
    jsonLd: [],
  };
}

/** One event's page, with its schema.org SportsEvent. */
export function eventHead(event: PublicEvent, siteUrl: string, site: SiteLook = DEFAULT_SITE): PageHead {
  const description = `${event.title} at ${event.place.name}.`;
  return { title: `${event.title} | ${site.siteTitle}`, description, canonical: `${siteUrl}/events/${event.slug}`, ...robotsOf(site), jsonLd: [event.structuredData] };
}

/** /courts: the Court Finder's page, indexed without a search only. */
export function courtsHead(query: CourtFinderQuery, siteUrl: string, site: SiteLook = DEFAULT_SITE): PageHead {
  return {
    title: query.near ? `Courts near ${query.near} | ${site.siteTitle}` : `Find a Court Near You | ${site.siteTitle}`,
    description: 'Pickleball courts near a ZIP code or city, nearest first, with their upcoming sessions.',
    canonical: `${siteUrl}/courts`,
    ...(query.near ? { robots: 'noindex' } : robotsOf(site)),
    jsonLd: [],
  };
}

/** The head of any page, from what its route loaded. */
export function headFor(source: HeadSource, siteUrl: string, site: SiteLook = DEFAULT_SITE): PageHead {
  switch (source.kind) {
    case 'landing':
      return landingHead(siteUrl, site);
    case 'post':
      return postHead(source.post, siteUrl, site, source.comments);
    case 'list':
      return listHead(source.list, siteUrl, site);
    case 'page':
      return staticPageHead(source.page, siteUrl, site, source.comments);
    case 'notFound':
      return notFoundHead(site);
    case 'search':
      return searchHead(source.query, site);
    case 'events':
      return eventsHead(source.filters, siteUrl, site);
    case 'event':
      return eventHead(source.event, siteUrl, site);
    case 'gearHome':
    case 'gearList':
    case 'gearProduct':
    case 'gearCompare':
    case 'gearMethod':
      return gearHead(source, siteUrl, site);
    case 'courts':
      return courtsHead(source.query, siteUrl, site);
  }
}
