import mongoose, { Schema } from 'mongoose';
import { text } from '../../db/textFields.ts';
import { ROLES, type AccountFields } from '../user.ts';

/** A single-use link's token, kept only as its SHA-256 hash, and when it stops working. */
export interface TokenRecord {
  hash: string;
  expiresAt: Date;
}

/** A new email address waiting for its owner to confirm it from the link mailed there. */
export interface EmailChangeRecord extends TokenRecord {
  email: string;
}

/** A stored staff account. */
export interface UserDoc extends AccountFields {
  _id: number;
  /** argon2id; null until an invitee chooses a password. */
  passwordHash: string | null;
  /** Fingerprint of ADMIN_USERNAME/ADMIN_PASSWORD the owner was last set from (owner only). */
  envCredential: string | null;
  invitation: TokenRecord | null;
  reset: TokenRecord | null;
  /** Absent on accounts from before email changes were confirmed by mail. */
  emailChange?: EmailChangeRecord | null;
  /**
   * Links mailed to the address an account had before a change: each puts that address back and
   * ends every session. Found through the account id the link carries, so no index is needed.
   */
  emailReverts?: EmailChangeRecord[];
}

const token = { type: new Schema<TokenRecord>({ hash: String, expiresAt: Date }, { _id: false }), default: null };

const userSchema = new Schema<UserDoc>(
  {
    _id: Number,
    username: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    role: { type: String, enum: ROLES, required: true },
    isActive: { type: Boolean, default: true },
    isOwner: { type: Boolean, default: false },
    displayName: text,
    slug: { type: String, required: true, unique: true },
    bio: text,
    avatar: text,
    passwordHash: { type: String, default: null },
    credentialStamp: { type: String, required: true },
    envCredential: { type: String, default: null },
    invitation: token,
    reset: token,
    emailChange: { type: new Schema<EmailChangeRecord>({ hash: String, expiresAt: Date, email: String }, { _id: false }), default: null },
    emailReverts: { type: [new Schema<EmailChangeRecord>({ hash: String, expiresAt: Date, email: String }, { _id: false })], default: [] },
  },
  { versionKey: false, timestamps: true, collection: 'users' },
);
userSchema.index({ 'invitation.hash': 1 });
userSchema.index({ 'reset.hash': 1 });
userSchema.index({ 'emailChange.hash': 1 });

export const User = mongoose.model<UserDoc>('User', userSchema);
