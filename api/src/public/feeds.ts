import type { Request, RequestHandler } from 'express';
import { Post, type PostDoc } from '../posts/model.ts';
import { excerptOf, plainText } from '../posts/sanitize.ts';
import { publicFilter } from './visibility.ts';

const FEED_SIZE = 50;
const SITEMAP_SIZE = 5000;
const SITE_TITLE = 'Pickleball Hub';
const SITE_DESCRIPTION = 'How to play pickleball, unbiased gear guides and stories from the community.';

/** The site's own sections that deserve a place in the sitemap. */
const STATIC_PAGES = ['/'];

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function origin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

async function publicPosts(limit: number): Promise<PostDoc[]> {
  return Post.find(publicFilter(new Date()), { title: 1, slug: 1, content: 1, metaDescription: 1, publishDate: 1, createdAt: 1, updatedAt: 1 })
    .sort({ publishDate: -1, _id: -1 })
    .limit(limit)
    .lean<PostDoc[]>();
}

export const rss: RequestHandler = async (req, res) => {
  const site = origin(req);
  const posts = await publicPosts(FEED_SIZE);
  const items = posts
    .map((post) => {
      const link = `${site}/blog/${post.slug}`;
      const description = post.metaDescription || excerptOf(plainText(post.content), 400);
      return `    <item>
      <title>${xml(post.title)}</title>
      <link>${xml(link)}</link>
      <guid isPermaLink="true">${xml(link)}</guid>
      <pubDate>${(post.publishDate ?? post.createdAt).toUTCString()}</pubDate>
      <description>${xml(description)}</description>
    </item>`;
    })
    .join('\n');
  res.type('application/rss+xml').send(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${SITE_TITLE}</title>
    <link>${site}/</link>
    <description>${xml(SITE_DESCRIPTION)}</description>
    <language>en-us</language>
    <atom:link href="${site}/rss.xml" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`);
};

export const sitemap: RequestHandler = async (req, res) => {
  const site = origin(req);
  const posts = await publicPosts(SITEMAP_SIZE);
  const urls = [
    ...STATIC_PAGES.map((path) => `  <url><loc>${xml(site + path)}</loc></url>`),
    ...posts.map((post) => `  <url><loc>${xml(`${site}/blog/${post.slug}`)}</loc><lastmod>${post.updatedAt.toISOString()}</lastmod></url>`),
  ].join('\n');
  res.type('application/xml').send(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`);
};
