import mongoose, { Schema } from 'mongoose';
import { postContentFields } from './model.ts';
import type { RevisionDoc } from './records.ts';

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
