import mongoose, { Schema } from 'mongoose';
import { sampleMark } from '../../db/sampleMark.ts';
import { textFields } from '../../db/textFields.ts';
import { PAGE_TEXTS, type StaticPageFields } from './records.ts';

/** A stored static page: what it is written from, keyed by `_id`. */
export interface StaticPageDoc extends StaticPageFields {
  _id: number;
  /** Raised by one on every save; absent on pages stored before pages kept revisions (read as 1). */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<StaticPageDoc>(
  {
    _id: Number,
    title: { type: String, required: true },
    slug: { type: String, required: true },
    content: { type: String, required: true },
    ...textFields(PAGE_TEXTS),
    isPublished: { type: Boolean, default: false },
    commentsOpen: { type: Boolean, default: false },
    version: { type: Number },
    ...sampleMark,
  },
  { versionKey: false, timestamps: true },
);
schema.index({ slug: 1 }, { unique: true });

/** Stored in `staticpages`: "pages" alone would be read as pages of a list. */
export const StaticPageModel = mongoose.model<StaticPageDoc>('StaticPage', schema);
