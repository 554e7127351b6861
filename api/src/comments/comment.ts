import type { CommentStatus } from '../../../common/comments.ts';

/** A stored comment, ids as the contract has them (strings the database chose; posts by number). */
export interface CommentRecord {
  id: string;
  postId: number;
  parentId: string | null;
  memberId: string;
  body: string;
  status: CommentStatus;
  createdAt: string;
  editedAt: string | null;
}

/** What a new comment is stored with. */
export interface NewComment {
  postId: number;
  parentId: string | null;
  memberId: string;
  body: string;
  status: CommentStatus;
  createdAt: Date;
}
