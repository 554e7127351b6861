import mongoose, { Schema } from 'mongoose';

export const COURT_ACCESS = ['public', 'private'] as const;
export type CourtAccess = (typeof COURT_ACCESS)[number];

export interface CourtDoc {
  _id: number;
  name: string;
  address: string;
  city: string;
  /** Two-letter upper-case code. */
  state: string;
  zip: string;
  lat: number;
  lng: number;
  /** The position is the ZIP code's centre: none was given. */
  positionFromZip: boolean;
  indoorCourts: number;
  outdoorCourts: number;
  access: CourtAccess;
  lighted: boolean;
  fee: string;
  website: string;
  notes: string;
}

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
export function courtJson(doc: CourtDoc) {
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
