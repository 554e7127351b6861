import mongoose, { Schema } from 'mongoose';
import { COUNT_FIELDS, KINDS, type CountRow } from '../counts.ts';

/**
 * Counters of one kind and key on one day; with $inc upserts `_id` is `day|kind|key` and `at` the
 * database's time of the last write, one row per flush when insert-only.
 */
export type CountDoc = CountRow & { _id: string; at?: Date };

const count = { type: Number, default: undefined };
const countSchema = new Schema<CountDoc>(
  {
    _id: String,
    day: { type: String, required: true },
    kind: { type: String, enum: KINDS, required: true },
    key: { type: String, default: '' },
    at: Date,
    ...Object.fromEntries(COUNT_FIELDS.map((field) => [field, count])),
  },
  { versionKey: false, collection: 'analytics_counts' },
);
countSchema.index({ kind: 1, day: 1 });
countSchema.index({ at: 1 });
export const AnalyticsCount = mongoose.model<CountDoc>('AnalyticsCount', countSchema);

/** A day's random salt for visitor hashes; deleted when it is 48 hours old. */
export interface SaltDoc {
  _id: string;
  salt: string;
}
const saltSchema = new Schema<SaltDoc>({ _id: String, salt: { type: String, required: true } }, { versionKey: false, collection: 'analytics_salts' });
export const AnalyticsSalt = mongoose.model<SaltDoc>('AnalyticsSalt', saltSchema);

/** A past day's rows without their day. */
export type DayRow = Omit<CountRow, 'day'>;

/**
 * A past day's counters compacted into one document, written in one atomic insert: `packed` is
 * the rows as gzipped JSON (the embedded database reads one binary field far faster than thousands
 * of subdocuments); `rows` is how they were kept before, still read.
 */
export interface DayDoc {
  _id: string;
  packed?: Buffer;
  rows?: DayRow[];
}
const daySchema = new Schema<DayDoc>({ _id: String, packed: Buffer, rows: { type: Schema.Types.Mixed, default: undefined } }, { versionKey: false, collection: 'analytics_days' });
export const AnalyticsDay = mongoose.model<DayDoc>('AnalyticsDay', daySchema);
