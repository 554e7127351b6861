import mongoose, { Schema, type Types } from 'mongoose';
import { COMMENT_STATUSES, type CommentStatus } from '../../../../common/comments.ts';

export interface CommentDoc {
  _id: Types.ObjectId;
  postId: number;
  parentId: Types.ObjectId | null;
  memberId: Types.ObjectId;
  body: string;
  /** The text folded (case, spaces), to find the same text sent again. */
  bodyKey: string;
  status: CommentStatus;
  createdAt: Date;
  editedAt: Date | null;
}

const schema = new Schema<CommentDoc>(
  {
    postId: { type: Number, required: true },
    parentId: { type: Schema.Types.ObjectId, default: null },
    memberId: { type: Schema.Types.ObjectId, required: true },
    body: { type: String, required: true },
    bodyKey: { type: String, required: true },
    status: { type: String, enum: COMMENT_STATUSES, required: true },
    createdAt: { type: Date, required: true },
    editedAt: { type: Date, default: null },
  },
  { versionKey: false, collection: 'comments' },
);
schema.index({ postId: 1, status: 1, createdAt: 1 });
schema.index({ memberId: 1, createdAt: -1 });
schema.index({ status: 1, createdAt: 1 });

export const Comment = mongoose.model<CommentDoc>('Comment', schema);
