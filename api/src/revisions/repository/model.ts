import mongoose, { Schema } from 'mongoose';

/** What every kept revision has besides the fields of its record. */
export interface RevisionEnvelope {
  /** `{postKey}:{version}`: one revision per replaced version. */
  _id: string;
  /** Absent on a post's revision (they were kept before pages had any). */
  kind?: string;
  /** The record's key (revisions/recordKey.ts); named when only posts kept revisions. */
  postKey: string;
  version: number;
  /** When the save that replaced this version happened. */
  replacedAt: Date;
  updatedAt: Date;
}

/** The record's own fields are stored as its repository hands them over (`strict: false`). */
const revisionSchema = new Schema<RevisionEnvelope>(
  {
    _id: String,
    kind: { type: String },
    postKey: { type: String, required: true },
    version: { type: Number, required: true },
    replacedAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: false, strict: false },
);

revisionSchema.index({ postKey: 1, version: -1 });

export const Revision = mongoose.model<RevisionEnvelope>('PostRevision', revisionSchema, 'post_revisions');

export const revisionId = (key: string, version: number) => `${key}:${version}`;
