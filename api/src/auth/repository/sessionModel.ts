import mongoose, { Schema } from 'mongoose';

/** One signed-in session; the cookie carries its `_id` (signed), so lookups are by `_id` only. */
export interface SessionDoc {
  _id: string;
  /** The staff account; sessions from before accounts (no userId) are ended when next seen. */
  userId: number;
  /** The account's credential stamp when it was opened: a password change ends it. */
  credential: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** A short label of the browser and system it was opened on ("Firefox on Linux"); never the raw User-Agent. */
  device?: string;
  /** The client's address at sign-in. */
  address?: string;
  /** The earlier of the absolute and the idle end; the TTL index removes the record then. */
  expiresAt: Date;
}

const sessionSchema = new Schema<SessionDoc>(
  {
    _id: String,
    userId: { type: Number, required: true, index: true },
    credential: { type: String, required: true },
    createdAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
    device: { type: String },
    address: { type: String },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false, collection: 'sessions' },
);

export const Session = mongoose.model<SessionDoc>('Session', sessionSchema);
