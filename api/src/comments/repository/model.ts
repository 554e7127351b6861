import mongoose, { Schema, type Types } from 'mongoose';
import { COMMENT_STATUSES, type CommentStatus } from '../../../../common/comments.ts';

export interface CommentDoc {
  _id: Types.ObjectId;
  /** The post it is on; absent on a comment on a static page. */
  postId?: number | null;
  /** The static page it is on; absent on a comment on a post (every comment stored before pages took them). */
  pageId?: number | null;
  parentId: Types.ObjectId | null;
  memberId: Types.ObjectId;
  /** The name an imported comment was signed with, when its writer is no member here (its memberId names none). */
  authorName?: string | null;
  body: string;
  /** The text folded (case, spaces), to find the same text sent again. */
  bodyKey: string;
  status: CommentStatus;
  createdAt: Date;
  editedAt: Date | null;
  /** Reports by members since a moderator last reviewed it (absent on comments stored before reports). */
  reports?: number;
  /** The digest run that mailed it to the moderators (absent: not mailed yet). */
  digestRun?: string | null;
  /** The keyed hash of the client address it came from (`addressKey.ts`; absent on comments stored before). */
  addressKey?: string | null;
}

/** One member's report of one comment: a member counts once per comment. */
export interface CommentReportDoc {
  _id: Types.ObjectId;
  commentId: Types.ObjectId;
  memberId: Types.ObjectId;
  createdAt: Date;
}

const schema = new Schema<CommentDoc>(
  {
    postId: { type: Number },
    pageId: { type: Number },
    parentId: { type: Schema.Types.ObjectId, default: null },
    memberId: { type: Schema.Types.ObjectId, required: true },
    authorName: { type: String },
    body: { type: String, required: true },
    bodyKey: { type: String, required: true },
    status: { type: String, enum: COMMENT_STATUSES, required: true },
    createdAt: { type: Date, required: true },
    editedAt: { type: Date, default: null },
    reports: { type: Number, default: 0 },
    digestRun: { type: String, default: null },
    addressKey: { type: String, default: null },
  },
  { versionKey: false, collection: 'comments' },
);
schema.index({ postId: 1, status: 1, createdAt: 1 });
schema.index({ pageId: 1, status: 1, createdAt: 1 });
schema.index({ memberId: 1, createdAt: -1 });
schema.index({ status: 1, createdAt: 1 });

export const Comment = mongoose.model<CommentDoc>('Comment', schema);

const reportSchema = new Schema<CommentReportDoc>(
  {
    commentId: { type: Schema.Types.ObjectId, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'commentreports' },
);
reportSchema.index({ commentId: 1, memberId: 1 }, { unique: true });
reportSchema.index({ memberId: 1, createdAt: -1 });

export const CommentReport = mongoose.model<CommentReportDoc>('CommentReport', reportSchema);

/** A client address a blocked member's comments came from: its comments are refused quietly for a while. */
export interface CommentAddressBlockDoc {
  /** The keyed hash of the address (`addressKey.ts`), never the address: found by `_id`, the one quick read on FerretDB. */
  _id: string;
  /** The blocked member whose comments came from it. */
  memberId: Types.ObjectId;
  blockedAt: Date;
}

const addressBlockSchema = new Schema<CommentAddressBlockDoc>(
  {
    _id: { type: String, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    blockedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'commentaddressblocks' },
);

export const CommentAddressBlock = mongoose.model<CommentAddressBlockDoc>('CommentAddressBlock', addressBlockSchema);
