import mongoose, { Schema } from 'mongoose';

/** Failed sign-ins counted under one key (an address or an account) until `resetAt`. */
export interface LoginAttemptDoc {
  _id: string;
  count: number;
  /** The end of this count's window; the TTL index removes the record then. */
  resetAt: Date;
}

const loginAttemptSchema = new Schema<LoginAttemptDoc>(
  {
    _id: String,
    count: { type: Number, required: true },
    resetAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false, collection: 'loginAttempts' },
);

export const LoginAttempt = mongoose.model<LoginAttemptDoc>('LoginAttempt', loginAttemptSchema);
