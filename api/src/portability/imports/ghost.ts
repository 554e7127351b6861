import { PORTABILITY_MESSAGES } from '../../../../common/portability.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { ImportedItem, ImportedSite, ImportedTerm } from './site.ts';

type Row = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null) : []);
/** Ghost writes its own address as this placeholder: such images are files of the old site, not reachable from here. */
const GHOST_URL = '__GHOST_URL__';

/** The `data` of a Ghost export: `{db: [{meta, data}]}` as Ghost 5 and 6 write it, or `{meta, data}`. */
function dataOf(parsed: unknown): Row {
  const root = (parsed ?? {}) as Row;
  const db = rows(root.db)[0] ?? root;
  const data = db.data;
  if (!data || typeof data !== 'object' || !Array.isArray((data as Row).posts)) throw new HttpProblem(400, PORTABILITY_MESSAGES.notGhost);
  return data as Row;
}

/** An image URL kept when it can be reached from here; a Ghost-hosted one is reported missing. */
function image(url: string): { url: string; missing?: string } {
  if (!url) return { url: '' };
  if (url.startsWith(GHOST_URL)) return { url: '', missing: url.replace(GHOST_URL, '') };
  return { url };
}

/** Reads a Ghost JSON export (Labs -> Export): posts, pages, tags and authors. */
export function parseGhost(source: string): ImportedSite {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    throw new HttpProblem(400, PORTABILITY_MESSAGES.notGhost);
  }
  const data = dataOf(parsed);
  // Internal tags (#name) organise Ghost's own themes; they are not the site's tags.
  const tags = new Map(rows(data.tags).filter((tag) => !text(tag.name).startsWith('#') && text(tag.visibility) !== 'internal').map((tag) => [text(tag.id), tag]));
  const users = new Map(rows(data.users).map((user) => [text(user.id), user]));
  const meta = new Map(rows(data.posts_meta).map((row) => [text(row.post_id), row]));
  const tagsOf = new Map<string, string[]>();
  for (const link of rows(data.posts_tags).sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0))) {
    const tag = tags.get(text(link.tag_id));
    if (tag) tagsOf.set(text(link.post_id), [...(tagsOf.get(text(link.post_id)) ?? []), text(tag.slug)]);
  }
  const authorOf = new Map<string, Row>();
  for (const link of rows(data.posts_authors).sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0))) {
    const user = users.get(text(link.author_id));
    if (user && !authorOf.has(text(link.post_id))) authorOf.set(text(link.post_id), user);
  }

  const terms: ImportedTerm[] = [...tags.values()].map((tag) => ({ kind: 'tag', slug: text(tag.slug), name: text(tag.name), description: text(tag.description) }));
  const items: ImportedItem[] = rows(data.posts).map((post) => {
    const id = text(post.id);
    // Ghost 5 keeps SEO and social fields in posts_meta; earlier versions on the post itself.
    const seo = { ...post, ...meta.get(id) };
    const featured = image(text(post.feature_image));
    const author = authorOf.get(id) ?? users.get(text(post.author_id));
    const status = text(post.status);
    return {
      kind: text(post.type) === 'page' || post.page === true ? 'page' : 'post',
      sourceId: id,
      title: text(post.title),
      slug: text(post.slug),
      html: text(post.html),
      excerpt: text(post.custom_excerpt),
      status: status === 'published' ? 'published' : status === 'scheduled' ? 'scheduled' : 'draft',
      publishedAt: post.published_at ? new Date(text(post.published_at) || Number(post.published_at)) : null,
      featuredImage: featured.url,
      featuredImageAlt: text(seo.feature_image_alt),
      missingImage: featured.missing,
      metaTitle: text(seo.meta_title),
      metaDescription: text(seo.meta_description),
      ogTitle: text(seo.og_title),
      ogDescription: text(seo.og_description),
      ogImage: image(text(seo.og_image)).url,
      canonicalUrl: text(post.canonical_url),
      categories: [],
      tags: tagsOf.get(id) ?? [],
      author: author ? { login: text(author.slug), email: text(author.email), slug: text(author.slug), name: text(author.name) } : null,
      oldKeys: [],
      // Ghost's comments belong to its members, which its export does not hold.
      comments: [],
    };
  });
  return { terms, items };
}
