import mongoose, { Schema } from 'mongoose';

/** One signed-in session; the cookie carries its `_id` (signed), so lookups are by `_id` only. */
export interface SessionDoc {
  _id: string;
  username: string;
  /** Fingerprint of the credentials it was opened with: a password change ends it. */
  credential: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The earlier of the absolute and the idle end; the TTL index removes the record then. */
  expiresAt: Date;
}

const sessionSchema = new Schema<SessionDoc>(
  {
    _id: String,
    username: { type: String, required: true },
    credential: { type: String, required: true },
    createdAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false, collection: 'sessions' },
);

export const Session = mongoose.model<SessionDoc>('Session', sessionSchema);
