import { XMLParser } from 'fast-xml-parser';
import { PORTABILITY_MESSAGES } from '../../../../common/portability.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { ImportedComment, ImportedItem, ImportedSite, ImportedTerm } from './site.ts';

type Node = Record<string, unknown>;

const LISTS = new Set(['rss.channel.item', 'rss.channel.wp:author', 'rss.channel.wp:category', 'rss.channel.wp:tag', 'rss.channel.item.category', 'rss.channel.item.wp:postmeta', 'rss.channel.item.wp:comment']);
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, parseAttributeValue: false, trimValues: true, processEntities: true, jPath: true, isArray: (_name, path) => LISTS.has(String(path)) });

const text = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  return '';
};
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);

/** WordPress's statuses as this site's: only `publish` and `future` are public or about to be. */
function statusOf(status: string): ImportedItem['status'] {
  if (status === 'publish') return 'published';
  if (status === 'future') return 'scheduled';
  return 'draft';
}

/** A `*_date_gmt` field ("2024-05-03 08:00:00", UTC; "0000-00-00 00:00:00" for a draft never dated). */
function dateOf(item: Node, field = 'wp:post_date_gmt'): Date | null {
  const gmt = text(item[field]);
  if (!gmt || gmt.startsWith('0000')) return null;
  const date = new Date(`${gmt.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A post's comments by people: pingbacks and trackbacks (links from other sites) and comments in
 * the trash are left out. `1` is approved, `spam` stays spam, anything else waits for a moderator.
 */
function commentsOf(item: Node): ImportedComment[] {
  return list(item['wp:comment'])
    .filter((comment) => ['', 'comment'].includes(text(comment['wp:comment_type'])) && text(comment['wp:comment_approved']) !== 'trash')
    .map((comment) => {
      const approved = text(comment['wp:comment_approved']);
      return {
        sourceId: text(comment['wp:comment_id']),
        parentId: text(comment['wp:comment_parent']),
        authorName: text(comment['wp:comment_author']),
        authorEmail: text(comment['wp:comment_author_email']),
        body: text(comment['wp:comment_content']),
        status: approved === '1' ? 'approved' : approved === 'spam' ? 'spam' : 'held',
        createdAt: dateOf(comment, 'wp:comment_date_gmt'),
      };
    });
}

/** Reads a WordPress export (WXR 1.2): posts, pages, categories, tags, authors, featured images and comments. */
export function parseWxr(source: string): ImportedSite {
  // WordPress declares no entities; a file that does may expand them past any size (a "billion laughs").
  if (/<!ENTITY/i.test(source)) throw new HttpProblem(400, PORTABILITY_MESSAGES.notWxr);
  let channel: Node | undefined;
  try {
    channel = (parser.parse(source) as { rss?: { channel?: Node } }).rss?.channel;
  } catch {
    channel = undefined;
  }
  if (!channel || !text(channel['wp:wxr_version'])) throw new HttpProblem(400, PORTABILITY_MESSAGES.notWxr);

  const authors = new Map(list(channel['wp:author']).map((a) => [text(a['wp:author_login']), { login: text(a['wp:author_login']), email: text(a['wp:author_email']), slug: text(a['wp:author_login']), name: text(a['wp:author_display_name']) }]));
  const terms: ImportedTerm[] = [
    ...list(channel['wp:category']).map((c): ImportedTerm => ({ kind: 'category', slug: text(c['wp:category_nicename']), name: text(c['wp:cat_name']), description: text(c['wp:category_description']) })),
    ...list(channel['wp:tag']).map((t): ImportedTerm => ({ kind: 'tag', slug: text(t['wp:tag_slug']), name: text(t['wp:tag_name']), description: '' })),
  ];
  const items = list(channel.item);
  const attachments = new Map(items.filter((item) => text(item['wp:post_type']) === 'attachment').map((item) => [text(item['wp:post_id']), item]));
  const known = new Set(terms.map((term) => `${term.kind}:${term.slug}`));

  const imported = items
    .filter((item) => ['post', 'page'].includes(text(item['wp:post_type'])))
    .map((item): ImportedItem => {
      const meta = new Map(list(item['wp:postmeta']).map((m) => [text(m['wp:meta_key']), text(m['wp:meta_value'])]));
      const thumbnailId = meta.get('_thumbnail_id') ?? '';
      const thumbnail = attachments.get(thumbnailId);
      const thumbnailMeta = new Map(list(thumbnail?.['wp:postmeta']).map((m) => [text(m['wp:meta_key']), text(m['wp:meta_value'])]));
      const categories: string[] = [];
      const tags: string[] = [];
      for (const category of list(item.category)) {
        const kind = text(category['@_domain']) === 'post_tag' ? 'tag' : text(category['@_domain']) === 'category' ? 'category' : undefined;
        const slug = text(category['@_nicename']);
        if (!kind || !slug) continue;
        (kind === 'tag' ? tags : categories).push(slug);
        // A term used by a post but missing from the channel's list is created from the post's mention.
        if (!known.has(`${kind}:${slug}`)) {
          known.add(`${kind}:${slug}`);
          terms.push({ kind, slug, name: text(category), description: '' });
        }
      }
      const id = text(item['wp:post_id']);
      const slug = text(item['wp:post_name']);
      return {
        kind: text(item['wp:post_type']) === 'page' ? 'page' : 'post',
        sourceId: id,
        title: text(item.title),
        slug,
        html: text(item['content:encoded']),
        excerpt: text(item['excerpt:encoded']),
        status: statusOf(text(item['wp:status'])),
        publishedAt: dateOf(item),
        featuredImage: thumbnail ? text(thumbnail['wp:attachment_url']) : '',
        featuredImageAlt: thumbnailMeta.get('_wp_attachment_image_alt') ?? '',
        missingImage: thumbnailId && !thumbnail ? `attachment ${thumbnailId}` : undefined,
        // Yoast SEO's fields, the most common SEO plugin's.
        metaTitle: meta.get('_yoast_wpseo_title') ?? '',
        metaDescription: meta.get('_yoast_wpseo_metadesc') ?? '',
        ogTitle: meta.get('_yoast_wpseo_opengraph-title') ?? '',
        ogDescription: meta.get('_yoast_wpseo_opengraph-description') ?? '',
        ogImage: meta.get('_yoast_wpseo_opengraph-image') ?? '',
        canonicalUrl: meta.get('_yoast_wpseo_canonical') ?? '',
        categories,
        tags,
        author: authors.get(text(item['dc:creator'])) ?? (text(item['dc:creator']) ? { login: text(item['dc:creator']), email: '', slug: text(item['dc:creator']) } : null),
        oldKeys: id ? [`?p=${id}`] : [],
        comments: commentsOf(item),
      };
    });
  return { terms, items: imported };
}
