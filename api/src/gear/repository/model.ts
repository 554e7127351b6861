import mongoose, { Schema } from 'mongoose';
import { ACQUISITIONS, GEAR_KINDS, GEAR_STATUSES } from '../../../../common/gear.ts';
import { sampleMark } from '../../db/sampleMark.ts';
import { text } from '../../db/textFields.ts';
import type { ProductFields, ReviewFields } from '../gear.ts';

/** A stored product: the contract's product, keyed by `_id`. */
export type ProductDoc = ProductFields & { _id: number; updatedAt: Date };
/** A stored review. */
export type ReviewDoc = ReviewFields & { _id: number; updatedAt: Date };

const productSchema = new Schema<ProductDoc>(
  {
    _id: Number,
    kind: { type: String, enum: GEAR_KINDS, required: true },
    brand: { type: String, required: true },
    model: { type: String, required: true },
    year: { type: Number, default: null },
    slug: { type: String, required: true },
    priceCents: { type: Number, default: null },
    priceCheckedAt: { type: String, default: null },
    images: { type: [String], default: [] },
    buyLinks: { type: [{ _id: false, label: String, url: String, affiliate: Boolean }], default: [] },
    status: { type: String, enum: GEAR_STATUSES, default: 'draft' },
    // Specs and approval are stored as sent: small objects read back whole.
    specs: { type: Schema.Types.Mixed, default: null },
    approval: { type: Schema.Types.Mixed, default: () => ({ status: 'not-listed' }) },
    ...sampleMark,
  },
  { versionKey: false, timestamps: true, minimize: false },
);
// Slugs are stored in lower case, so this makes them unique in any case.
productSchema.index({ slug: 1 }, { unique: true });

const reviewSchema = new Schema<ReviewDoc>(
  {
    _id: Number,
    productId: { type: Number, required: true },
    authorId: { type: Number, required: true },
    score: { type: Number, required: true },
    pros: { type: [String], default: [] },
    cons: { type: [String], default: [] },
    howWeTested: text,
    acquisition: { type: String, enum: [...ACQUISITIONS, null], default: null },
    body: text,
    status: { type: String, enum: GEAR_STATUSES, default: 'draft' },
    ...sampleMark,
  },
  { versionKey: false, timestamps: true },
);
reviewSchema.index({ productId: 1 });

export const GearProductModel = mongoose.model<ProductDoc>('GearProduct', productSchema, 'gearproducts');
export const GearReviewModel = mongoose.model<ReviewDoc>('GearReview', reviewSchema, 'gearreviews');
