import mongoose, { Schema } from 'mongoose';
import type { Court as ApiCourt, CourtAccess } from '../../../codegen/hey-api/types.gen.ts';

export const COURT_ACCESS = ['public', 'private'] as const satisfies readonly CourtAccess[];
export type { CourtAccess };

/** A stored court: the contract's Court, keyed by `_id` (state is a two-letter upper-case code). */
export type CourtDoc = Omit<ApiCourt, 'id'> & { _id: number };

export type CourtFields = Omit<CourtDoc, '_id'>;

const text = { type: String, default: '' };

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
  },
  { versionKey: false, timestamps: true },
);
// The search's bounding-box query (latitude range first, then longitude) on MongoDB.
courtSchema.index({ lat: 1, lng: 1 });
courtSchema.index({ name: 1 });

export const Court = mongoose.model<CourtDoc>('Court', courtSchema);

/** The API's shape of a court: `_id` becomes `id`, timestamps stay private. */
export function courtJson(doc: CourtDoc): ApiCourt {
  return {
    id: doc._id,
    name: doc.name,
    address: doc.address,
    city: doc.city,
    state: doc.state,
    zip: doc.zip,
    lat: doc.lat,
    lng: doc.lng,
    positionFromZip: doc.positionFromZip,
    indoorCourts: doc.indoorCourts,
    outdoorCourts: doc.outdoorCourts,
    access: doc.access,
    lighted: doc.lighted,
    fee: doc.fee,
    website: doc.website,
    notes: doc.notes,
  };
}
