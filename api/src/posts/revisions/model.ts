import mongoose, { Schema } from 'mongoose';
import { PUBLISH_STATUSES, type PostDoc } from '../model.ts';

/** A version of a post as it was before a save replaced it. */
export interface RevisionDoc extends Omit<PostDoc, '_id' | 'createdAt'> {
  /** `{postKey}:{version}`: one revision per replaced version. */
  _id: string;
  postKey: string;
  /** When the save that replaced this version happened. */
  replacedAt: Date;
}

const text = { type: String, default: '' };

const revisionSchema = new Schema<RevisionDoc>(
  {
    _id: String,
    postKey: { type: String, required: true },
    version: { type: Number, required: true },
    replacedAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    title: { type: String, required: true },
    subtitle: text,
    slug: { type: String, required: true },
    content: { type: String, required: true },
    metaDescription: text,
    publishStatus: { type: String, enum: PUBLISH_STATUSES, default: 'draft' },
    publishDate: { type: Date, default: null },
    featuredImage: text,
    featuredImageAlt: text,
    canonicalUrl: text,
    ogTitle: text,
    ogDescription: text,
    ogImage: text,
    tagIds: { type: [Number], default: [] },
    categoryIds: { type: [Number], default: [] },
  },
  { versionKey: false, timestamps: false },
);

revisionSchema.index({ postKey: 1, version: -1 });

export const PostRevision = mongoose.model<RevisionDoc>('PostRevision', revisionSchema, 'post_revisions');

export const revisionKey = (postKey: string, version: number) => `${postKey}:${version}`;
