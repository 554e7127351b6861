import type { SharingFields } from '../../db/sharingFields.ts';

/** A post and what is kept of it, as plain records: what the repository hands out and takes in. */

export const PUBLISH_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

export interface PostDoc extends SharingFields {
  id: number;
  title: string;
  subtitle: string;
  slug: string;
  content: string;
  metaDescription: string;
  publishStatus: PublishStatus;
  publishDate: Date | null;
  tagIds: number[];
  categoryIds: number[];
  /** The staff member who writes it; null on posts from before staff accounts until the owner claims them. */
  authorId?: number | null;
  /** Whether members may comment; absent on posts saved before comments: open. */
  commentsOpen?: boolean;
  /** Increases with every update (optimistic concurrency). */
  version: number;
  /** Derived from `content` on every save (derivedText.ts); absent on posts saved before they were stored. */
  textStart?: string;
  wordCount?: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What a save sets: a post without its id, timestamps and version. */
export type PostFields = Omit<PostDoc, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

/** A version of a post as it was before a save replaced it. */
export interface RevisionDoc extends Omit<PostDoc, 'id' | 'createdAt'> {
  /** The post's id. */
  recordId: number;
  /** When the save that replaced this version happened. */
  replacedAt: Date;
}

/** The admin list's columns: a post without its content. */
export type PostSummaryDoc = Pick<PostDoc, 'id' | 'title' | 'slug' | 'publishStatus' | 'publishDate' | 'createdAt' | 'updatedAt' | 'authorId'>;
export type AdminSortField = 'id' | 'title' | 'slug' | 'publishStatus' | 'publishDate' | 'createdAt' | 'updatedAt';
export type TermField = 'categoryIds' | 'tagIds';
export type PublicIndexEntry = Pick<PostDoc, 'slug' | 'updatedAt' | 'categoryIds' | 'tagIds' | 'publishDate' | 'authorId'>;

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
