import type { PostDoc, PublishStatus } from './model.ts';
import type { RevisionDoc } from './revisions/model.ts';
import type { PostFields } from './validate.ts';

export { postIdOf } from './postKey.ts';
export { SlugTaken, StaleVersion } from './storeErrors.ts';
export type { PostDoc, PostFields, RevisionDoc };

/** The admin list's columns: a post without its content. */
export type PostSummaryDoc = Pick<PostDoc, '_id' | 'title' | 'slug' | 'publishStatus' | 'publishDate' | 'createdAt' | 'updatedAt'>;
export type AdminSortField = 'id' | 'title' | 'slug' | 'publishStatus' | 'publishDate' | 'createdAt' | 'updatedAt';
export type TermField = 'categoryIds' | 'tagIds';
export type PublicIndexEntry = Pick<PostDoc, 'slug' | 'updatedAt' | 'categoryIds' | 'tagIds' | 'publishDate'>;

export interface AdminListQuery {
  /** Title contains this (case-insensitive, regex characters already escaped). */
  title?: RegExp;
  publishStatus?: PublishStatus;
  /** Only scheduled posts whose publish date is after this instant. */
  upcomingAfter?: Date;
  /** Only these post ids. */
  ids?: number[];
  /** Ties are broken by id in the same direction. */
  sort: { field: AdminSortField; direction: 1 | -1 };
  skip: number;
  /** 0: no limit */
  limit: number;
}

/**
 * Every read and write of posts. Callers use integer post ids and never learn which database
 * runs; the store keeps what it derives from posts (its rows, the public cache) fresh in its own
 * writes. "Public" means published, or scheduled with publishDate <= now.
 */
export interface PostStore {
  /** The admin list: one page matching the query, and how many match in all. */
  list(query: AdminListQuery): Promise<{ page: PostSummaryDoc[]; total: number }>;
  get(id: number): Promise<PostDoc | null>;
  /** Throws SlugTaken. */
  create(fields: PostFields): Promise<PostDoc>;
  /**
   * Applies `fields` if the post is still at `expectedVersion` (any version when undefined),
   * raising the version by one. Of saves from one version exactly one is applied, on any number
   * of instances. Null when no such post; throws StaleVersion or SlugTaken.
   */
  update(id: number, fields: PostFields, expectedVersion?: number): Promise<PostDoc | null>;
  /** The removed post, or null when there was none. */
  remove(id: number): Promise<PostDoc | null>;
  /** A draft copy titled "... (Copy)" with the first free `slug-copy[-n]`; null when no such post. */
  duplicate(id: number): Promise<PostDoc | null>;
  /** The versions saves replaced (the last POST_REVISIONS_KEPT), newest first; kept by `update` itself. */
  revisions(id: number): Promise<RevisionDoc[]>;
  /** One revision by the version it holds, or null. */
  revision(id: number, version: number): Promise<RevisionDoc | null>;
  /** After a category or tag is deleted: no post refers to it any more. */
  unlinkTerm(field: TermField, termId: number): Promise<void>;

  /** Public posts newest first (publishDate desc, then id desc), optionally only those with a category / tag. */
  publicPage(query: { skip: number; limit: number; categoryId?: number; tagId?: number; now: Date }): Promise<{ docs: PostDoc[]; total: number }>;
  /** The public post with this slug, or null. */
  publicBySlug(slug: string, now: Date): Promise<PostDoc | null>;
  /** The current slug of the public post that `slug` used to name, or null (see redirects/). */
  publicRedirect(slug: string, now: Date): Promise<string | null>;
  /** Up to `limit` public posts sharing a category or tag with `post` (newest first), topped up with the newest public posts; never `post` itself. */
  publicRelated(post: PostDoc, limit: number, now: Date): Promise<PostDoc[]>;
  /** The newest `limit` public posts, whole (RSS). */
  publicFeed(limit: number, now: Date): Promise<PostDoc[]>;
  /** Every public post, newest first, with what a sitemap or an archive needs. */
  publicIndex(now: Date): Promise<PublicIndexEntry[]>;
  /** When the next scheduled post goes public (ms since the epoch), or undefined. */
  nextScheduledAt(now: Date): Promise<number | undefined>;
  /** How long a public body may be served from this instance's cache before it is computed again. */
  readonly publicCacheTtlMs: number;
}
