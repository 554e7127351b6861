import mongoose, { Schema, type Types } from 'mongoose';

/** One activity log entry as stored; entries are inserted and, once past retention, purged, never changed. */
export interface ActivityDoc {
  _id: Types.ObjectId;
  at: Date;
  actor: string | null;
  action: string;
  subject: { type: string; id: string; title: string | null } | null;
  address: string | null;
  detail: string | null;
}

const activitySchema = new Schema<ActivityDoc>(
  {
    at: { type: Date, required: true },
    actor: { type: String, default: null },
    action: { type: String, required: true },
    subject: { type: new Schema({ type: String, id: String, title: { type: String, default: null } }, { _id: false }), default: null },
    address: { type: String, default: null },
    detail: { type: String, default: null },
  },
  { versionKey: false, collection: 'activity' },
);
// Newest first, alone or by user or action: the list's and the purge's queries.
activitySchema.index({ at: -1 });
activitySchema.index({ actor: 1, at: -1 });
activitySchema.index({ action: 1, at: -1 });

export const Activity = mongoose.model<ActivityDoc>('Activity', activitySchema);
