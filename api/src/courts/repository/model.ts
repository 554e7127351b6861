import mongoose, { Schema } from 'mongoose';
import { sampleMark } from '../../db/sampleMark.ts';
import { text } from '../../db/textFields.ts';
import { COURT_ACCESS, type CourtFields } from '../court.ts';

/** A stored court: the contract's Court, keyed by `_id`. */
export type CourtDoc = CourtFields & { _id: number };

const courtSchema = new Schema<CourtDoc>(
  {
    _id: Number,
    name: { type: String, required: true },
    address: text,
    city: { type: String, required: true },
    state: { type: String, required: true },
    zip: { type: String, required: true },
    lat: { type: Number, required: true },
    lng: { type: Number, required: true },
    positionFromZip: { type: Boolean, default: false },
    indoorCourts: { type: Number, default: 0 },
    outdoorCourts: { type: Number, default: 0 },
    access: { type: String, enum: COURT_ACCESS, default: 'public' },
    lighted: { type: Boolean, default: false },
    fee: text,
    website: text,
    notes: text,
    ...sampleMark,
  },
  { versionKey: false, timestamps: true },
);
// The search's bounding-box query (latitude range first, then longitude) on MongoDB.
courtSchema.index({ lat: 1, lng: 1 });
courtSchema.index({ name: 1 });

export const Court = mongoose.model<CourtDoc>('Court', courtSchema);
