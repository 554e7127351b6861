import mongoose, { Schema } from 'mongoose';
import { postContentFields, type PostDoc } from '../model.ts';

/** A version of a post as it was before a save replaced it. */
export interface RevisionDoc extends Omit<PostDoc, '_id' | 'createdAt'> {
  /** `{postKey}:{version}`: one revision per replaced version. */
  _id: string;
  postKey: string;
  /** When the save that replaced this version happened. */
  replacedAt: Date;
}

const revisionSchema = new Schema<RevisionDoc>(
  {
    _id: String,
    postKey: { type: String, required: true },
    version: { type: Number, required: true },
    replacedAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    ...postContentFields,
  },
  { versionKey: false, timestamps: false },
);

revisionSchema.index({ postKey: 1, version: -1 });

export const PostRevision = mongoose.model<RevisionDoc>('PostRevision', revisionSchema, 'post_revisions');

export const revisionKey = (postKey: string, version: number) => `${postKey}:${version}`;
