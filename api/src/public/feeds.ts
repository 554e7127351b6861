import type { Request, RequestHandler } from 'express';
import { BLOG_DESCRIPTION, BLOG_TITLE, blogPaths } from '../../../common/site.ts';
import { appContext } from '../http/context.ts';
import type { PostDoc } from '../posts/model.ts';
import { excerptFor } from '../posts/derivedText.ts';
import { Category, Tag } from '../taxonomy/model.ts';
import { cached } from './cache.ts';
import { nextPublishAt } from './reads.ts';
import { sendCached } from './send.ts';

const FEED_SIZE = 50;

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Text inside CDATA: a "]]>" in the content is split across two sections. */
function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

async function termNames(model: typeof Tag, ids: number[]): Promise<Map<number, { name: string; slug: string }>> {
  if (ids.length === 0) return new Map();
  const docs = await model.find({ _id: { $in: [...new Set(ids)] } }, { name: 1, slug: 1 }).lean();
  return new Map(docs.map((d) => [d._id, { name: d.name, slug: d.slug }]));
}

function absolute(url: string, site: string): string {
  try {
    return new URL(url, `${site}/`).href;
  } catch {
    return '';
  }
}

function rssItem(post: PostDoc, site: string, categories: Map<number, { name: string }>): string {
  const link = `${site}${blogPaths.post(post.slug)}`;
  const description = excerptFor(post, 400);
  const image = post.featuredImage ? absolute(post.featuredImage, site) : '';
  const lines = [
    `      <title>${xml(post.title)}</title>`,
    `      <link>${xml(link)}</link>`,
    `      <guid isPermaLink="true">${xml(link)}</guid>`,
    `      <pubDate>${(post.publishDate ?? post.createdAt).toUTCString()}</pubDate>`,
    `      <description>${xml(description)}</description>`,
    ...post.categoryIds.flatMap((id) => (categories.has(id) ? [`      <category>${xml(categories.get(id)!.name)}</category>`] : [])),
    ...(image ? [`      <media:content url="${xml(image)}" medium="image"/>`] : []),
    `      <content:encoded>${cdata(post.content)}</content:encoded>`,
  ];
  return `    <item>\n${lines.join('\n')}\n    </item>`;
}

/** `/rss.xml`: the newest posts with their whole (sanitized) content, categories and featured image. */
export const rss: RequestHandler = async (req, res) => {
  const { posts: store, config } = appContext(req);
  const site = config.siteUrl;
  const entry = await cached(
    'rss',
    async () => {
      const now = new Date();
      const [posts, validUntil] = await Promise.all([store.publicFeed(FEED_SIZE, now), nextPublishAt(store, now)]);
      const categories = await termNames(Category, posts.flatMap((p) => p.categoryIds));
      const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>${xml(BLOG_TITLE)}</title>
    <link>${xml(`${site}${blogPaths.blog()}`)}</link>
    <description>${xml(BLOG_DESCRIPTION)}</description>
    <language>en-us</language>
    <atom:link href="${xml(`${site}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${posts.map((post) => rssItem(post, site, categories)).join('\n')}
  </channel>
</rss>
`;
      return { body, contentType: 'application/rss+xml; charset=utf-8', validUntil };
    },
    store.publicCacheTtlMs,
  );
  sendCached(req, res, 'rss', entry);
};

function url(loc: string, lastmod?: Date): string {
  return `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
}

/** `/sitemap.xml`: the landing, the blog, every public post and every archive that has posts. */
export const sitemap: RequestHandler = async (req: Request, res) => {
  const { posts: store, config } = appContext(req);
  const site = config.siteUrl;
  const entry = await cached(
    'sitemap',
    async () => {
      const now = new Date();
      const [posts, validUntil] = await Promise.all([store.publicIndex(now), nextPublishAt(store, now)]);
      const [categories, tags] = await Promise.all([termNames(Category, posts.flatMap((p) => p.categoryIds)), termNames(Tag, posts.flatMap((p) => p.tagIds))]);
      const urls = [
        url(`${site}/`),
        url(`${site}${blogPaths.blog()}`, posts[0]?.updatedAt),
        ...posts.map((post) => url(`${site}${blogPaths.post(post.slug)}`, post.updatedAt)),
        ...[...categories.values()].map((term) => url(`${site}${blogPaths.category(term.slug)}`)),
        ...[...tags.values()].map((term) => url(`${site}${blogPaths.tag(term.slug)}`)),
      ];
      const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
      return { body, contentType: 'application/xml; charset=utf-8', validUntil };
    },
    store.publicCacheTtlMs,
  );
  sendCached(req, res, 'sitemap', entry);
};
