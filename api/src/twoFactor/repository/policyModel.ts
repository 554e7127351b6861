import mongoose, { Schema } from 'mongoose';

/** The site's two-factor policy: one document, `_id` "site". */
export interface TwoFactorPolicyDoc {
  _id: string;
  /** Every staff member must sign in with two-factor. */
  required: boolean;
}

const policySchema = new Schema<TwoFactorPolicyDoc>({ _id: String, required: { type: Boolean, default: false } }, { versionKey: false, timestamps: true, collection: 'twoFactorPolicy' });

export const TwoFactorPolicy = mongoose.model<TwoFactorPolicyDoc>('TwoFactorPolicy', policySchema);
