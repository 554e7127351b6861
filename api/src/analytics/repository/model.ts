import mongoose, { Schema } from 'mongoose';
import { COUNT_FIELDS, KINDS, type CountRow } from '../counts.ts';

/** Counters of one kind and key on one day; with $inc upserts `_id` is `day|kind|key`, one row per flush when insert-only. */
export type CountDoc = CountRow & { _id: string };

const count = { type: Number, default: undefined };
const countSchema = new Schema<CountDoc>(
  {
    _id: String,
    day: { type: String, required: true },
    kind: { type: String, enum: KINDS, required: true },
    key: { type: String, default: '' },
    ...Object.fromEntries(COUNT_FIELDS.map((field) => [field, count])),
  },
  { versionKey: false, collection: 'analytics_counts' },
);
countSchema.index({ kind: 1, day: 1 });
export const AnalyticsCount = mongoose.model<CountDoc>('AnalyticsCount', countSchema);

/** A day's random salt for visitor hashes; deleted when it is 48 hours old. */
export interface SaltDoc {
  _id: string;
  salt: string;
}
const saltSchema = new Schema<SaltDoc>({ _id: String, salt: { type: String, required: true } }, { versionKey: false, collection: 'analytics_salts' });
export const AnalyticsSalt = mongoose.model<SaltDoc>('AnalyticsSalt', saltSchema);

/** A past day's counters compacted into one document, written in one atomic insert. */
export interface DayDoc {
  _id: string;
  rows: Omit<CountRow, 'day'>[];
}
const daySchema = new Schema<DayDoc>({ _id: String, rows: { type: Schema.Types.Mixed, default: [] } }, { versionKey: false, collection: 'analytics_days' });
export const AnalyticsDay = mongoose.model<DayDoc>('AnalyticsDay', daySchema);
