import type { CommentStatus } from '../../../common/comments.ts';

/** What a comment is left on: a post or a static page, by its number. */
export interface CommentTarget {
  kind: 'post' | 'page';
  id: number;
}

/** A post or page by slug, where its page lives: what a comment write names for the cache. */
export interface TargetSlug {
  kind: CommentTarget['kind'];
  slug: string;
}

/** The member id of an imported comment whose writer is no member here: it names no member. */
export const NO_MEMBER = '000000000000000000000000';

/** The name a comment is shown under: its member's, else the name it was imported with. */
export const authorOf = (names: Map<string, string>, comment: CommentRecord, fallback: string) => names.get(comment.memberId) ?? comment.authorName ?? fallback;

/** A stored comment, ids as the contract has them (strings the database chose; posts and pages by number). */
export interface CommentRecord {
  id: string;
  target: CommentTarget;
  parentId: string | null;
  memberId: string;
  /** Set on an imported comment whose writer is no member here. */
  authorName?: string;
  body: string;
  status: CommentStatus;
  createdAt: string;
  editedAt: string | null;
  /** Reports by members since a moderator last reviewed it. */
  reports: number;
}

/** What a new comment is stored with. */
export interface NewComment {
  target: CommentTarget;
  parentId: string | null;
  memberId: string;
  authorName?: string;
  body: string;
  status: CommentStatus;
  createdAt: Date;
  /** The keyed hash of the client address it came from, when known. */
  addressKey?: string | null;
}
