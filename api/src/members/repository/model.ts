import mongoose, { Schema, Types } from 'mongoose';

/** A reader who signed in by a mailed link. */
export interface MemberDoc {
  _id: Types.ObjectId;
  email: string;
  /** The address in lower case: one member per mailbox. */
  emailKey: string;
  displayName: string;
  createdAt: Date;
  /** Set when a moderator blocks the member: they can no longer comment. */
  blockedAt: Date | null;
}

/** A sign-in link: only the hash of its token is kept. */
export interface MemberLinkDoc {
  _id: string;
  email: string;
  /** Where the member goes once signed in (a site path). */
  returnTo: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** A member's signed-in browser: only the hash of the cookie's token is kept. */
export interface MemberSessionDoc {
  _id: string;
  memberId: Types.ObjectId;
  expiresAt: Date;
}

const memberSchema = new Schema<MemberDoc>(
  {
    email: { type: String, required: true },
    emailKey: { type: String, required: true },
    displayName: { type: String, required: true },
    createdAt: { type: Date, required: true },
    blockedAt: { type: Date, default: null },
  },
  { versionKey: false, collection: 'members' },
);
memberSchema.index({ emailKey: 1 }, { unique: true });

const linkSchema = new Schema<MemberLinkDoc>(
  {
    _id: String,
    email: { type: String, required: true },
    returnTo: { type: String, required: true },
    // Ended links are removed as new ones are saved (FerretDB has no TTL index).
    expiresAt: { type: Date, required: true, index: true },
    usedAt: { type: Date, default: null },
  },
  { versionKey: false, collection: 'memberlinks' },
);

const sessionSchema = new Schema<MemberSessionDoc>(
  {
    _id: String,
    memberId: { type: Schema.Types.ObjectId, required: true, index: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'membersessions' },
);

export const Member = mongoose.model<MemberDoc>('Member', memberSchema);
export const MemberLink = mongoose.model<MemberLinkDoc>('MemberLink', linkSchema);
export const MemberSession = mongoose.model<MemberSessionDoc>('MemberSession', sessionSchema);
