import mongoose, { Schema } from 'mongoose';

/** A password sign-in waiting for its code: only the SHA-256 hash of the cookie's token is kept. */
export interface PendingLoginDoc {
  hash: string;
  /** The account's credential stamp at the password step: a password change in between ends it. */
  credential: string;
  expiresAt: Date;
}

/** One staff account's two-factor state; `_id` is the user id. */
export interface TwoFactorDoc {
  _id: number;
  /** The confirmed secret (encrypted), null until a code confirms a setup. */
  secret: string | null;
  /** A secret shown by setup and not yet confirmed (encrypted). */
  pendingSecret: string | null;
  /** The last TOTP time step accepted: a code of this step or before is refused (no replay). */
  lastStep: number;
  /** SHA-256 hashes of the unused backup codes. */
  backupCodes: string[];
  pendingLogin: PendingLoginDoc | null;
  /** Wrong codes since `failuresResetAt` (the attempt limit). */
  failures: number;
  failuresResetAt: Date | null;
}

const pendingLogin = new Schema<PendingLoginDoc>({ hash: String, credential: String, expiresAt: Date }, { _id: false });

const twoFactorSchema = new Schema<TwoFactorDoc>(
  {
    _id: Number,
    secret: { type: String, default: null },
    pendingSecret: { type: String, default: null },
    lastStep: { type: Number, default: 0 },
    backupCodes: { type: [String], default: [] },
    pendingLogin: { type: pendingLogin, default: null },
    failures: { type: Number, default: 0 },
    failuresResetAt: { type: Date, default: null },
  },
  { versionKey: false, timestamps: true, collection: 'twoFactors' },
);

export const TwoFactor = mongoose.model<TwoFactorDoc>('TwoFactor', twoFactorSchema);
