import type { PublicArchiveTerm, PublicGearCard, PublicPost, PublicPostPage } from '../../../codegen/hey-api/types.gen.ts';
import { RELATED_POSTS } from '../../../common/site.ts';
import { problemBody } from '../http/problem.ts';
import type { PostDoc } from '../posts/repository/records.ts';
import type { PublicPostReads } from '../posts/repository/postRepository.ts';
import type { TermKind, TermLookup } from '../taxonomy/termLookup.ts';
import { DEFAULT_SETTINGS_READER, type SiteSettingsReader } from '../settings/reader.ts';
import { cacheControlFor } from '../settings/cacheDuration.ts';
import { withNofollowSetting } from '../posts/sanitize.ts';
import type { CachedBody, Computed, PublicCache } from './cache.ts';
import { authorBySlug, NO_AUTHORS, profileOf, type AuthorLookup } from './authors.ts';
import { rssDocument, sitemapDocument, type SitemapEntry } from './feeds.ts';
import { postBodies, type ImageInfoReader } from './summaries.ts';

/** The post queries the public side reads through. */
export type PublicPosts = PublicPostReads;

/** Page and pageSize as the contract already checked them. */
export interface ListParams {
  page: number;
  pageSize: number;
  category?: string;
  tag?: string;
  /** An author's slug: their author page. */
  author?: string;
}

/** A body and the cache key it is kept under (which the cache's route memory remembers). */
export interface PublicRead {
  key: string;
  entry: CachedBody;
}

/** A server-rendered page of `url` (a path with its query) and its status. */
export type RenderPage = (url: string) => Promise<{ status: number; html: string }>;

/**
 * The one public read path: the JSON of the public API, the server-rendered pages, RSS and the
 * sitemap, each computed from the post queries and kept in the public cache until a write or the
 * next scheduled post's publish time.
 */
export interface PublicReadService {
  /** One page of public posts, newest first: the whole blog, one category's or tag's archive, or one author's page. */
  list(params: ListParams): Promise<PublicRead>;
  /**
   * One public post with its related posts; a 301 whose body is the current slug for an old slug
   * of a public post; a 404 body for an unknown, draft or not-yet-due slug.
   */
  post(slug: string): Promise<PublicRead>;
  rss(): Promise<PublicRead>;
  sitemap(): Promise<PublicRead>;
  /** The rendered page of `url`, drawn by `render` on a miss. */
  page(url: string, render: RenderPage): Promise<PublicRead>;
  /** Any post (a draft for a preview link) as the public post page shows it, without related posts. */
  asPublicPost(doc: PostDoc): Promise<PublicPost>;
  /** The Cache-Control of the feeds: the settings' cache duration. */
  feedCacheControl(): Promise<string>;
}

export interface PublicReadDeps {
  posts: PublicPosts;
  terms: TermLookup;
  /** Pages other resources publish (events), for the sitemap (none when absent). */
  sitemapEntries?: () => Promise<SitemapEntry[]>;
  /** The published static pages, for the sitemap (none when absent). */
  pages?: { published(): Promise<{ slug: string; updatedAt: Date }[]> };
  cache: PublicCache;
  /** The origin of the feeds' absolute links. */
  siteUrl: string;
  imageInfo: ImageInfoReader;
  /** The site's title and description (the feed's channel) and cache duration. */
  settings?: SiteSettingsReader;
  /** Who wrote the posts: bylines, author pages, the feeds' creators (nobody when absent). */
  authors?: AuthorLookup;
  /** The published products a post's content embeds as cards, and when the first price shown goes stale (none when absent). */
  productCards?: (content: string) => Promise<{ cards: PublicGearCard[]; validUntil?: number }>;
}

/** The cache keys of one post's bodies: its JSON, its rendered page (any page of its comments) and its comments' JSON. */
export const isPostKey = (slug: string) => (key: string) =>
  key === `post:${slug}` || key === `page:/blog/${slug}` || key.startsWith(`page:/blog/${slug}?`) || key.startsWith(`comments:${slug}:`);

const FEED_SIZE = 50;
const JSON_TYPE = 'application/json; charset=utf-8';
const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

const NO_PAGES = { published: async () => [] };
const NO_CARDS = async () => ({ cards: [] });

/** The earlier of two times, either possibly absent. */
const earliest = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));

const notFoundBody = (what: string) => ({ status: 404, contentType: PROBLEM_TYPE, body: JSON.stringify(problemBody(404, `${what} not found.`)) });

export function createPublicReadService({ posts, terms, pages = NO_PAGES, sitemapEntries = async () => [], cache, siteUrl, imageInfo, settings = DEFAULT_SETTINGS_READER, authors = NO_AUTHORS, productCards = NO_CARDS }: PublicReadDeps): PublicReadService {
  const bodies = postBodies(terms, imageInfo, authors);

  /** When the next scheduled post goes public: one query shared by every cached body until a write. */
  async function nextPublishAt(now: Date): Promise<number | undefined> {
    const { body } = await cache.cached(
      'scheduled:next',
      async () => {
        const at = await posts.nextScheduledAt(now);
        return { body: at === undefined ? '' : String(at), contentType: 'text/plain', validUntil: at };
      },
    );
    return body === '' ? undefined : Number(body);
  }

  /** The body of `key`, computed at `now` and valid until the next publish time at the latest. */
  async function read(key: string, compute: (now: Date) => Promise<Computed>): Promise<PublicRead> {
    const entry = await cache.cached(
      key,
      async () => {
        const now = new Date();
        const [computed, validUntil] = await Promise.all([compute(now), nextPublishAt(now)]);
        return { ...computed, validUntil: earliest(validUntil, computed.validUntil) };
      },
    );
    return { key, entry };
  }

  /** A post with the product cards its content embeds (the field only when there is one), and when its first shown price goes stale. */
  async function withCards(post: PublicPost): Promise<{ post: PublicPost; validUntil?: number }> {
    const { cards, validUntil } = await productCards(post.content);
    return { post: cards.length > 0 ? { ...post, productCards: cards } : post, validUntil };
  }

  async function archiveTerm(kind: TermKind, slug: string): Promise<{ id: number; term: PublicArchiveTerm } | undefined> {
    const term = await terms.bySlug(kind, slug);
    return term ? { id: term.id, term: { kind, name: term.name, slug: term.slug, description: term.description ?? '' } } : undefined;
  }

  /** Whether the author has any public post, whatever its category and tags. */
  async function wrotePublicly(authorId: number, now: Date): Promise<boolean> {
    return (await posts.publicPage({ skip: 0, limit: 1, authorId, now })).total > 0;
  }

  return {
    async list({ page, pageSize, category, tag, author: authorSlug }) {
      return read(`list:${page}:${pageSize}:${category ?? ''}:${tag ?? ''}:${authorSlug ?? ''}`, async (now) => {
        // Archives given together narrow each other: posts in the category, with the tag and by the author.
        const [inCategory, withTag] = await Promise.all([category ? archiveTerm('category', category) : undefined, tag ? archiveTerm('tag', tag) : undefined]);
        if (category && !inCategory) return notFoundBody('Category');
        if (tag && !withTag) return notFoundBody('Tag');
        const author = authorSlug ? authorBySlug(await authors.all(), authorSlug) : undefined;
        if (authorSlug && !author) return notFoundBody('Author');
        const { docs, total } = await posts.publicPage({ skip: (page - 1) * pageSize, limit: pageSize, categoryId: inCategory?.id, tagId: withTag?.id, authorId: author?.id, now });
        // Staff who wrote nothing public have no page: the list of staff is not public.
        if (author && total === 0 && (!(category || tag) || !(await wrotePublicly(author.id, now)))) return notFoundBody('Author');
        const result: PublicPostPage = { items: await bodies.summaries(docs), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
        // The category's term when both are given: its archive is the page the tag narrows.
        const archive = inCategory ?? withTag;
        if (archive) result.term = archive.term;
        if (author) result.author = profileOf(author);
        return { body: JSON.stringify(result), contentType: JSON_TYPE };
      });
    },

    post(slug) {
      return read(`post:${slug}`, async (now) => {
        const doc = await posts.publicBySlug(slug, now);
        if (!doc) {
          const renamedTo = await posts.publicRedirect(slug, now);
          return renamedTo ? { status: 301, contentType: 'text/plain; charset=utf-8', body: renamedTo } : notFoundBody('Post');
        }
        const [related, site] = await Promise.all([posts.publicRelated(doc, RELATED_POSTS, now), settings.site()]);
        const { post, validUntil } = await withCards(await bodies.fullPost(doc, related));
        return { body: JSON.stringify({ ...post, content: withNofollowSetting(post.content, site.externalLinksNofollow) }), contentType: JSON_TYPE, validUntil };
      });
    },

    rss() {
      return read('rss', async (now) => {
        const [feed, site, staff] = await Promise.all([posts.publicFeed(FEED_SIZE, now), settings.site(), authors.all()]);
        const categories = await terms.byIds('category', feed.flatMap((p) => p.categoryIds));
        return { body: rssDocument(feed, categories, siteUrl, site, staff), contentType: 'application/rss+xml; charset=utf-8' };
      });
    },

    sitemap() {
      return read('sitemap', async (now) => {
        const [index, staticPages, staff, others] = await Promise.all([posts.publicIndex(now), pages.published(), authors.all(), sitemapEntries()]);
        const [categories, tags] = await Promise.all([terms.byIds('category', index.flatMap((p) => p.categoryIds)), terms.byIds('tag', index.flatMap((p) => p.tagIds))]);
        const writers = [...staff.values()].filter((author) => index.some((post) => post.authorId === author.id));
        return { body: sitemapDocument(index, [...categories.values()], [...tags.values()], siteUrl, staticPages, writers, others), contentType: 'application/xml; charset=utf-8' };
      });
    },

    page(url, render) {
      return read(`page:${url}`, async () => {
        const { status, html } = await render(url);
        return { status, body: html, contentType: 'text/html; charset=utf-8' };
      });
    },

    asPublicPost: async (doc) => (await withCards(await bodies.fullPost(doc, []))).post,
    feedCacheControl: async () => cacheControlFor(await settings.site()),
  };
}
