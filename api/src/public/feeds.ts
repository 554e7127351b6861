import { blogTitleOf, type SiteSettings } from '../../../common/settings.ts';
import { blogPaths } from '../../../common/site.ts';
import type { PostDoc, PublicIndexEntry } from '../posts/repository/records.ts';
import { excerptFor } from '../posts/derivedText.ts';
import { withNofollowSetting } from '../posts/sanitize.ts';
import { pickTerms, type Term } from '../taxonomy/termLookup.ts';
import { authorOf, type AuthorProfile } from './authors.ts';

/** The XML documents of the feeds: RSS of the newest posts, and the sitemap. */

export function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Text inside CDATA: a "]]>" in the content is split across two sections. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

function absolute(url: string, site: string): string {
  try {
    return new URL(url, `${site}/`).href;
  } catch {
    return '';
  }
}

/** A URL attribute of sanitized HTML (always double-quoted) made absolute; `srcset` candidate by candidate. */
const URL_ATTRIBUTE = /(\s(?:href|src|poster|cite))="([^"]*)"/g;
const SRCSET_ATTRIBUTE = /(\ssrcset)="([^"]*)"/g;

/** Content for feed readers, which resolve nothing against the site: every link and image absolute. */
export function absoluteContent(html: string, site: string): string {
  const resolve = (url: string) => {
    const decoded = url.replace(/&amp;/g, '&');
    // Fragments stay as they are; an unparsable URL is left out rather than shown relative.
    if (decoded.startsWith('#')) return url;
    return xml(absolute(decoded, site));
  };
  return html
    .replace(URL_ATTRIBUTE, (_all, name: string, url: string) => `${name}="${resolve(url)}"`)
    .replace(SRCSET_ATTRIBUTE, (_all, name: string, list: string) => {
      const candidates = list.split(',').map((candidate) => {
        const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
        return [resolve(url), ...descriptor].join(' ');
      });
      return `${name}="${candidates.join(', ')}"`;
    });
}

function rssItem(post: PostDoc, site: string, categories: Map<number, Term>, authors: Map<number, AuthorProfile>, nofollow: boolean): string {
  const link = `${site}${blogPaths.post(post.slug)}`;
  const description = excerptFor(post, 400);
  const image = post.featuredImage ? absolute(post.featuredImage, site) : '';
  const author = authorOf(authors, post.authorId);
  const lines = [
    `      <title>${xml(post.title)}</title>`,
    `      <link>${xml(link)}</link>`,
    `      <guid isPermaLink="true">${xml(link)}</guid>`,
    `      <pubDate>${(post.publishDate ?? post.createdAt).toUTCString()}</pubDate>`,
    `      <description>${xml(description)}</description>`,
    ...(author ? [`      <dc:creator>${xml(author.name)}</dc:creator>`] : []),
    ...pickTerms(post.categoryIds, categories).map((term) => `      <category>${xml(term.name)}</category>`),
    ...(image ? [`      <media:content url="${xml(image)}" medium="image"/>`] : []),
    `      <content:encoded>${cdata(absoluteContent(withNofollowSetting(post.content, nofollow), site))}</content:encoded>`,
  ];
  return `    <item>\n${lines.join('\n')}\n    </item>`;
}

/** The channel's image: the settings' logo, named and linked as the channel is (none without a logo: readers take no SVG). */
function channelImage(logo: string, title: string, link: string, site: string): string {
  if (!logo || /\.svg$/i.test(logo)) return '';
  const url = logo.startsWith('/') ? `${site}${logo}` : logo;
  return `\n    <image><url>${xml(url)}</url><title>${xml(title)}</title><link>${xml(link)}</link></image>`;
}

/** `/rss.xml`: the newest posts with their whole (sanitized) content, author, categories and featured image, under the site's title and logo. */
export function rssDocument(
  posts: PostDoc[],
  categories: Map<number, Term>,
  site: string,
  settings: Pick<SiteSettings, 'siteTitle' | 'siteDescription'> & Partial<Pick<SiteSettings, 'logo' | 'externalLinksNofollow'>>,
  authors: Map<number, AuthorProfile> = new Map(),
): string {
  const title = blogTitleOf(settings.siteTitle);
  const link = `${site}${blogPaths.blog()}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(title)}</title>
    <link>${xml(link)}</link>
    <description>${xml(settings.siteDescription)}</description>
    <language>en-us</language>${channelImage(settings.logo ?? '', title, link, site)}
    <atom:link href="${xml(`${site}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${posts.map((post) => rssItem(post, site, categories, authors, settings.externalLinksNofollow ?? true)).join('\n')}
  </channel>
</rss>
`;
}

function url(loc: string, lastmod?: Date): string {
  return `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
}

/** `/sitemap.xml`: the landing, the blog, every public post, every archive and author page that has posts and every published static page. */
/** A page another resource adds to the sitemap (its path from the site's root). */
export interface SitemapEntry {
  path: string;
  updatedAt?: Date;
}

export function sitemapDocument(
  posts: PublicIndexEntry[],
  categories: Term[],
  tags: Term[],
  site: string,
  pages: { slug: string; updatedAt: Date }[] = [],
  authors: Pick<AuthorProfile, 'slug'>[] = [],
  others: SitemapEntry[] = [],
): string {
  const urls = [
    url(`${site}/`),
    url(`${site}${blogPaths.blog()}`, posts[0]?.updatedAt),
    ...posts.map((post) => url(`${site}${blogPaths.post(post.slug)}`, post.updatedAt)),
    ...categories.map((term) => url(`${site}${blogPaths.category(term.slug)}`)),
    ...tags.map((term) => url(`${site}${blogPaths.tag(term.slug)}`)),
    ...authors.map((author) => url(`${site}${blogPaths.author(author.slug)}`)),
    ...pages.map((page) => url(`${site}/${page.slug}`, page.updatedAt)),
    ...others.map((entry) => url(`${site}${entry.path}`, entry.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}
