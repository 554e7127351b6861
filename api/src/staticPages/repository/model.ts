import mongoose, { Schema } from 'mongoose';

export interface StaticPageDoc {
  _id: number;
  title: string;
  slug: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  featuredImage: string;
  featuredImageAlt: string;
  canonicalUrl: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  structuredData: string;
  isPublished: boolean;
  /** Raised by one on every save; absent on pages stored before pages kept revisions (read as 1). */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

const text = { type: String, default: '' };

const schema = new Schema<StaticPageDoc>(
  {
    _id: Number,
    title: { type: String, required: true },
    slug: { type: String, required: true },
    content: { type: String, required: true },
    metaTitle: text,
    metaDescription: text,
    keywords: text,
    featuredImage: text,
    featuredImageAlt: text,
    canonicalUrl: text,
    ogTitle: text,
    ogDescription: text,
    ogImage: text,
    structuredData: text,
    isPublished: { type: Boolean, default: false },
    version: { type: Number },
  },
  { versionKey: false, timestamps: true },
);
schema.index({ slug: 1 }, { unique: true });

/** Stored in `staticpages`: "pages" alone would be read as pages of a list. */
export const StaticPageModel = mongoose.model<StaticPageDoc>('StaticPage', schema);
