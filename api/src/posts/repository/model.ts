import mongoose, { Schema } from 'mongoose';
import { sampleMark } from '../../db/sampleMark.ts';
import { SHARING_FIELDS } from '../../db/sharingFields.ts';
import { text, textFields } from '../../db/textFields.ts';
import type { StoredPost } from './postKey.ts';
import { PUBLISH_STATUSES, type PublishStatus } from './records.ts';

/** What a post says and how it is published: stored on the post and on each of its revisions. */
export const postContentFields = {
  title: { type: String, required: true },
  subtitle: text,
  slug: { type: String, required: true },
  content: { type: String, required: true },
  metaDescription: text,
  publishStatus: { type: String, enum: PUBLISH_STATUSES, default: 'draft' as PublishStatus },
  publishDate: { type: Date, default: null },
  ...textFields(SHARING_FIELDS),
  tagIds: { type: [Number], default: [] },
  categoryIds: { type: [Number], default: [] },
};

const postSchema = new Schema<StoredPost>(
  {
    _id: String,
    ...postContentFields,
    authorId: { type: Number, default: null },
    commentsOpen: { type: Boolean, default: true },
    version: { type: Number, default: 0 },
    textStart: { type: String },
    wordCount: { type: Number },
    ...sampleMark,
  },
  { timestamps: true, versionKey: false },
);

postSchema.index({ slug: 1 }, { unique: true });
postSchema.index({ publishStatus: 1, publishDate: -1 });
postSchema.index({ updatedAt: -1 });
postSchema.index({ tagIds: 1 });
postSchema.index({ categoryIds: 1 });
postSchema.index({ authorId: 1 });

export const Post = mongoose.model<StoredPost>('Post', postSchema);
