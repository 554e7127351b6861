import type { Role } from '../../users/user.ts';
import type { ContentAuthor, ContentPage, ContentPost, ContentTerm, SiteContent } from '../repository/siteContent.ts';

/** The Ghost version whose import format the file follows (Ghost 5 and 6 read it). */
export const GHOST_FORMAT_VERSION = '5.0.0';

type Row = Record<string, unknown>;

export interface GhostExport {
  db: [{ meta: { exported_on: number; version: string }; data: Record<'posts' | 'posts_meta' | 'tags' | 'posts_tags' | 'users' | 'roles' | 'roles_users' | 'posts_authors', Row[]> }];
}

/** Ghost's lengths: a longer text would make Ghost refuse the whole record. */
const GHOST_LIMITS = { tagName: 191, tagDescription: 500, excerpt: 300, ogDescription: 500, alt: 191 } as const;

const ROLE_NAMES: Record<Role, string> = { admin: 'Administrator', editor: 'Editor', author: 'Author', viewer: 'Contributor' };
const KINDS = { post: 1, page: 2, category: 3, tag: 4, user: 5, role: 6, meta: 7, postTag: 8, postAuthor: 9, roleUser: 10 } as const;

/** An id in Ghost's shape (24 hex digits), unique by kind, stable from one export to the next. */
const ghostId = (kind: keyof typeof KINDS, n: number) => `${KINDS[kind].toString(16).padStart(8, '0')}${n.toString(16).padStart(16, '0')}`;
const orNull = (value: string | undefined, max?: number) => (value ? (max ? value.slice(0, max) : value) : null);
const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** Addresses of this site written from its root (`/uploads/x.webp`) made absolute, so they still lead here from Ghost. */
function absoluteUrl(url: string | undefined, siteUrl: string): string | null {
  if (!url) return null;
  return url.startsWith('/') && !url.startsWith('//') ? `${siteUrl}${url}` : url;
}

function absoluteHtml(html: string, siteUrl: string): string {
  return html
    .replace(/\b(src|href|poster)="\/(?!\/)/g, `$1="${siteUrl}/`)
    .replace(/\bsrcset="([^"]*)"/g, (_match, set: string) => `srcset="${set.replace(/(^|,\s*)\/(?!\/)/g, `$1${siteUrl}/`)}"`);
}

/** A post's or page's row of Ghost's `posts` table, and its row of `posts_meta`. */
function written(item: ContentPost | ContentPage, kind: 'post' | 'page', siteUrl: string) {
  const id = ghostId(kind, item.id);
  const isPost = kind === 'post';
  const status = isPost ? (item as ContentPost).publishStatus : (item as ContentPage).isPublished ? 'published' : 'draft';
  // Pages keep no publish date: the day one was written stands for it.
  const publishedAt = status === 'draft' ? null : isPost ? ((item as ContentPost).publishDate ?? item.createdAt) : item.createdAt;
  const post: Row = {
    id,
    title: item.title,
    slug: item.slug,
    html: absoluteHtml(item.content, siteUrl),
    type: kind,
    status,
    visibility: 'public',
    featured: false,
    feature_image: absoluteUrl(item.featuredImage, siteUrl),
    custom_excerpt: isPost ? orNull((item as ContentPost).subtitle, GHOST_LIMITS.excerpt) : null,
    canonical_url: orNull(item.canonicalUrl),
    created_at: iso(item.createdAt),
    updated_at: iso(item.updatedAt),
    published_at: iso(publishedAt),
  };
  const meta: Row = {
    post_id: id,
    meta_title: isPost ? null : orNull((item as ContentPage).metaTitle),
    meta_description: orNull(item.metaDescription),
    og_title: orNull(item.ogTitle),
    og_description: orNull(item.ogDescription, GHOST_LIMITS.ogDescription),
    og_image: absoluteUrl(item.ogImage, siteUrl),
    feature_image_alt: orNull(item.featuredImageAlt, GHOST_LIMITS.alt),
  };
  return { post, meta };
}

function tagRow(term: ContentTerm, id: string): Row {
  return { id, name: term.name.slice(0, GHOST_LIMITS.tagName), slug: term.slug, description: orNull(term.description, GHOST_LIMITS.tagDescription), visibility: 'public', created_at: iso(term.createdAt), updated_at: iso(term.updatedAt) };
}

function userRow(user: ContentAuthor, siteUrl: string): Row {
  return {
    id: ghostId('user', user.id),
    name: user.displayName || user.username,
    slug: user.slug,
    email: user.email,
    bio: orNull(user.bio),
    profile_image: absoluteUrl(user.avatar, siteUrl),
    status: user.isActive ? 'active' : 'inactive',
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
  };
}

/**
 * Posts, pages and terms in the JSON Ghost's Settings -> Labs -> Import reads. Ghost has tags only:
 * a post's categories become its first tags (a category and a tag of one slug, one tag). Authors
 * come with their name, slug, email, bio and role; nothing else of an account, and no subscriber.
 */
export function toGhostExport(content: SiteContent, siteUrl: string, now: Date): GhostExport {
  const tags = new Map<string, Row>();
  const tagIdOf = (kind: 'category' | 'tag') => {
    const bySlug = new Map<number, string>();
    for (const term of kind === 'category' ? content.categories : content.tags) {
      const existing = tags.get(term.slug);
      const id = existing ? String(existing.id) : ghostId(kind, term.id);
      if (!existing) tags.set(term.slug, tagRow(term, id));
      bySlug.set(term.id, id);
    }
    return bySlug;
  };
  const categoryTags = tagIdOf('category');
  const tagTags = tagIdOf('tag');

  const posts: Row[] = [];
  const postsMeta: Row[] = [];
  const postsTags: Row[] = [];
  const postsAuthors: Row[] = [];
  const authors = new Set<number>();
  for (const post of content.posts) {
    const { post: row, meta } = written(post, 'post', siteUrl);
    posts.push(row);
    postsMeta.push({ id: ghostId('meta', postsMeta.length + 1), ...meta });
    const tagIds = [...new Set([...post.categoryIds.map((id) => categoryTags.get(id)), ...post.tagIds.map((id) => tagTags.get(id))].filter((id): id is string => id !== undefined))];
    tagIds.forEach((tagId, order) => postsTags.push({ id: ghostId('postTag', postsTags.length + 1), post_id: row.id, tag_id: tagId, sort_order: order }));
    if (post.authorId !== null && content.staff.some((user) => user.id === post.authorId)) {
      authors.add(post.authorId);
      postsAuthors.push({ id: ghostId('postAuthor', postsAuthors.length + 1), post_id: row.id, author_id: ghostId('user', post.authorId), sort_order: 0 });
    }
  }
  for (const page of content.pages) {
    const { post: row, meta } = written(page, 'page', siteUrl);
    posts.push(row);
    postsMeta.push({ id: ghostId('meta', postsMeta.length + 1), ...meta });
  }

  const staff = content.staff.filter((user) => authors.has(user.id));
  const roles = [...new Set(staff.map((user) => user.role))];
  return {
    db: [
      {
        meta: { exported_on: now.getTime(), version: GHOST_FORMAT_VERSION },
        data: {
          posts,
          posts_meta: postsMeta,
          tags: [...tags.values()],
          posts_tags: postsTags,
          users: staff.map((user) => userRow(user, siteUrl)),
          roles: roles.map((role) => ({ id: ghostId('role', roles.indexOf(role) + 1), name: ROLE_NAMES[role] })),
          roles_users: staff.map((user) => ({ id: ghostId('roleUser', user.id), role_id: ghostId('role', roles.indexOf(user.role) + 1), user_id: ghostId('user', user.id) })),
          posts_authors: postsAuthors,
        },
      },
    ],
  };
}
