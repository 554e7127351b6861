import { SITE_NAME } from '../../../../common/site.ts';
import type { PageHead } from './head.ts';

/** Marks the tags a page owns, so the client can swap them on navigation without touching the rest. */
export const HEAD_ATTRIBUTE = 'data-page-head';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside <script>: no "</script" or "<!--" can end or confuse the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" ${HEAD_ATTRIBUTE}>`;
const link = (rel: string, href: string) => `<link rel="${rel}" href="${escapeHtml(href)}" ${HEAD_ATTRIBUTE}>`;

/** The page's <head> tags as HTML, every value escaped. */
export function headHtml(head: PageHead): string {
  const tags = [`<title ${HEAD_ATTRIBUTE}>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.keywords) tags.push(meta('name', 'keywords', head.keywords));
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonical) tags.push(link('canonical', head.canonical));
  if (head.prev) tags.push(link('prev', head.prev));
  if (head.next) tags.push(link('next', head.next));
  if (head.feed) tags.push(`<link rel="alternate" type="application/rss+xml" href="${escapeHtml(head.feed.href)}" title="${escapeHtml(head.feed.title)}" ${HEAD_ATTRIBUTE}>`);
  const og = head.openGraph;
  if (og) {
    tags.push(
      meta('property', 'og:type', og.type),
      meta('property', 'og:site_name', og.siteName ?? SITE_NAME),
      meta('property', 'og:title', og.title),
      meta('property', 'og:description', og.description),
      meta('property', 'og:url', og.url),
    );
    if (og.image) tags.push(meta('property', 'og:image', og.image), meta('property', 'og:image:alt', og.imageAlt || og.title));
    if (og.image && og.imageWidth && og.imageHeight) tags.push(meta('property', 'og:image:width', String(og.imageWidth)), meta('property', 'og:image:height', String(og.imageHeight)));
    if (og.article) {
      tags.push(meta('property', 'article:published_time', og.article.publishedTime), meta('property', 'article:modified_time', og.article.modifiedTime));
      if (og.article.section) tags.push(meta('property', 'article:section', og.article.section));
      for (const tag of og.article.tags) tags.push(meta('property', 'article:tag', tag));
    }
    tags.push(
      meta('name', 'twitter:card', og.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', og.title),
      meta('name', 'twitter:description', og.description),
    );
    if (og.image) tags.push(meta('name', 'twitter:image', og.image), meta('name', 'twitter:image:alt', og.imageAlt || og.title));
  }
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json" ${HEAD_ATTRIBUTE}>${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}
